import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate, type To } from 'react-router-dom';
import { setPendingChoice } from './pending-choice';
import styles from './configurator.module.css';

export interface Choice {
  key: string;
  href: string;
  chosen: boolean;
  /** the choice's name and details */
  children: ReactNode;
  /** e.g. a colour swatch before the text */
  before?: ReactNode;
}

export interface ChoiceListProps {
  /** the step's heading (level 2) names the list */
  title: string;
  /** "gewählt" for screen readers beside a chosen choice that may be taken back (packages, options) */
  chosenText?: string;
  choices: Choice[];
  /** `grid`: cards (variants); `swatches`: small tiles (colours) */
  layout?: 'grid' | 'swatches' | 'rows';
  /** a step's heading is level 2; a group inside a step (packages, options) level 3 */
  level?: 2 | 3;
  children?: ReactNode;
}

/**
 * One step of the configurator: each choice is a link to the configuration it makes, so it works without JavaScript;
 * with it the router changes the URL in place (no scroll reset, focus stays on the link). The chosen one carries
 * `aria-current`, as a link cannot be a checked radio.
 */
export function ChoiceList({ title, chosenText, choices, layout = 'grid', level = 2, children }: ChoiceListProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const navigate = useNavigate();
  /**
   * A plain click prices the choice at once (the pending choice) and navigates after that frame is painted, so the
   * router's work (its loader, a first navigation's route table) never stands between the click and the new price.
   */
  const choose = (event: MouseEvent<HTMLAnchorElement>, href: To) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const search = typeof href === 'string' ? (href.split('?')[1] ?? '') : '';
    setPendingChoice(search ? `?${search}` : '');
    requestAnimationFrame(() => setTimeout(() => void navigate(href, { preventScrollReset: true })));
  };
  return (
    <section className={styles['step']} aria-labelledby={id}>
      <Heading id={id} className={styles[level === 2 ? 'stepTitle' : 'groupTitle']}>
        {title}
      </Heading>
      <ul className={`${styles['choices']} ${styles[layout]}`} aria-labelledby={id}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              to={choice.href}
              preventScrollReset
              className={styles['choice']}
              aria-current={choice.chosen ? 'true' : undefined}
              data-choice={choice.key}
              onClick={(event) => choose(event, choice.href)}
            >
              {choice.before}
              <span className={styles['choiceText']}>{choice.children}</span>
              {choice.chosen && chosenText && <span className={styles['chosenMark']}>✓ {chosenText}</span>}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
