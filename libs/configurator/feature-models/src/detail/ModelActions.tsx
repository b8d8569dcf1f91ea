import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, Section } from '@carweb/shared-ui';
import { messages } from '../messages';
import type { ModelActions as Actions } from '../model-actions';
import styles from './detail.module.css';

export interface ModelActionsProps {
  modelName: string;
  /** the dealer's forms; null on the site level (a lead needs a dealer) or at a service dealer */
  actions: Actions | null;
  /** the model's configurator on the same level, where it has one */
  configure: string | null;
  /** the dealers that sell the model are listed on the page (the section's id) */
  dealersAnchor: string | null;
}

/** The ways to act on the model: configure it; at a dealer its forms, on the site the way to a dealer that sells it. */
export function ModelActions({ modelName, actions, configure, dealersAnchor }: ModelActionsProps) {
  const intl = useIntl();
  if (!actions && !configure && !dealersAnchor) return null;
  // the same texts as on other model pages: the accessible name says which model (visible text first, WCAG 2.5.3)
  const label = (text: string) => ({ 'aria-label': `${text}: ${modelName}` });
  const link = (to: string, text: string, variant: 'primary' | 'secondary') => (
    <li>
      <Link className={buttonClassName(variant)} to={to} {...label(text)}>
        {text}
      </Link>
    </li>
  );
  return (
    <Section id="actions" title={intl.formatMessage(messages.actions, { model: modelName })}>
      <ul className={styles['actions']}>
        {configure && link(configure, intl.formatMessage(messages.configure), 'primary')}
        {actions && link(actions.testDrive, intl.formatMessage(messages.testDrive), configure ? 'secondary' : 'primary')}
        {actions && link(actions.offer, intl.formatMessage(messages.offer), 'secondary')}
        {actions && link(actions.brochure, intl.formatMessage(messages.brochure), 'secondary')}
        {!actions && dealersAnchor && (
          <li>
            <a
              className={buttonClassName(configure ? 'secondary' : 'primary')}
              href={`#${dealersAnchor}`}
              {...label(intl.formatMessage(messages.dealers))}
            >
              {intl.formatMessage(messages.dealers)}
            </a>
          </li>
        )}
      </ul>
    </Section>
  );
}
