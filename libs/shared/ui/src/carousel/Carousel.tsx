import { useId, useRef, type ReactNode } from 'react';
import styles from './Carousel.module.css';

export interface CarouselProps {
  /** accessible name of the region */
  label: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode[];
}

/** A horizontally scrolling row of cards (similar vehicles, other offers); swipe, scroll or buttons. */
export function Carousel({ label, previousLabel, nextLabel, children }: CarouselProps) {
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const page = (direction: 1 | -1) => {
    const element = track.current;
    if (element?.scrollBy) element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <div className={styles['carousel']} role="region" aria-label={label}>
      <ul ref={track} id={id} className={styles['track']}>
        {children.map((child, index) => (
          <li key={index} className={styles['item']}>
            {child}
          </li>
        ))}
      </ul>
      {children.length > 1 && (
        <div className={styles['controls']}>
          <button type="button" className={styles['button']} aria-controls={id} aria-label={previousLabel} onClick={() => page(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles['button']} aria-controls={id} aria-label={nextLabel} onClick={() => page(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
