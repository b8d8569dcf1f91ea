import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './Carousel.module.css';

export interface CarouselProps {
  /** accessible name of the region */
  label: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode[];
  /** beside the paging buttons, e.g. a link to all of them */
  footer?: ReactNode;
}

/**
 * A horizontally scrolling row of cards (the dealer's vehicles, similar vehicles, other offers). The track is a native
 * scroller with snap points (swipe, trackpad, arrow keys once focused); the buttons page through it by nine tenths of
 * its width once the page is interactive (before hydration they would do nothing, so they are hidden and disabled).
 */
export function Carousel({ label, previousLabel, nextLabel, children, footer }: CarouselProps) {
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const page = (direction: 1 | -1) => {
    const element = track.current;
    if (element?.scrollBy) element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };
  const paged = children.length > 1;
  return (
    <div className={styles['carousel']} role="region" aria-label={label}>
      {/* focusable so that the arrow keys scroll it; its cards are links of their own */}
      <ul ref={track} id={id} className={styles['track']} tabIndex={0}>
        {children.map((child, index) => (
          <li key={index} className={styles['item']}>
            {child}
          </li>
        ))}
      </ul>
      {(paged || footer) && (
        <div className={styles['footer']}>
          {footer}
          {paged && (
            <div className={styles['controls']} data-interactive={interactive}>
              <button
                type="button"
                className={styles['button']}
                aria-controls={id}
                aria-label={previousLabel}
                disabled={!interactive}
                onClick={() => page(-1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className={styles['button']}
                aria-controls={id}
                aria-label={nextLabel}
                disabled={!interactive}
                onClick={() => page(1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
