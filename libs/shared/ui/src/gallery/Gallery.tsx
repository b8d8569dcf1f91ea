import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { thumbnailSrc, type ImageSlot } from '../responsive-image/image-sources';
import { ResponsiveImage } from '../responsive-image/ResponsiveImage';
import styles from './Gallery.module.css';

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface GalleryProps {
  /** accessible name, e.g. "Bilder Kia Sportage" */
  label: string;
  images: GalleryImage[];
  previousLabel: string;
  nextLabel: string;
  /** "Bild {index} von {total}" */
  positionLabel: (index: number, total: number) => string;
  thumbnailLabel: (index: number) => string;
  /** the first image is the page's largest picture (LCP, e.g. a vehicle's detail page): loaded at once and preloaded */
  priority?: boolean;
  /** how wide the gallery is drawn: the text column (default) or the page's width */
  slot?: Extract<ImageSlot, 'content' | 'full'>;
}

/**
 * Vehicle images: a scroll-snap track (native swipe on touch), previous/next buttons, arrow keys,
 * thumbnails. The frame has a fixed aspect ratio per device, so nothing shifts while images load; images load lazily
 * but the first of a `priority` gallery, in the fixed sizes per device (decision 0043).
 */
export function Gallery({
  label,
  images,
  previousLabel,
  nextLabel,
  positionLabel,
  thumbnailLabel,
  priority = false,
  slot = 'content',
}: GalleryProps) {
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const total = images.length;
  const show = useCallback(
    (next: number) => {
      const target = (next + total) % total;
      const element = track.current;
      if (element?.scrollTo) element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
      setIndex(target);
    },
    [total],
  );
  const onScroll = () => {
    const element = track.current;
    if (!element || !element.clientWidth) return;
    const current = Math.round(element.scrollLeft / element.clientWidth);
    if (current !== index) setIndex(current);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };
  if (total === 0) return null;
  return (
    <section className={styles['gallery']} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className={styles['frame']}>
        <ul ref={track} id={`${id}-track`} className={styles['track']} onScroll={onScroll} tabIndex={0} aria-label={label}>
          {images.map((image, i) => (
            <li
              key={image.src}
              className={styles['slide']}
              aria-roledescription="slide"
              aria-label={positionLabel(i + 1, total)}
              aria-hidden={i !== index || undefined}
            >
              <ResponsiveImage
                src={image.src}
                alt={image.alt}
                width={800}
                height={600}
                slot={slot}
                priority={priority && i === 0}
                className={styles['image']}
              />
            </li>
          ))}
        </ul>
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${styles['nav']} ${styles['previous']}`}
              aria-controls={`${id}-track`}
              aria-label={previousLabel}
              onClick={() => show(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles['nav']} ${styles['next']}`}
              aria-controls={`${id}-track`}
              aria-label={nextLabel}
              onClick={() => show(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className={styles['position']} aria-live="polite">
              {positionLabel(index + 1, total)}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className={styles['thumbnails']}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles['thumbnail']}
                aria-label={thumbnailLabel(i + 1)}
                aria-current={i === index || undefined}
                onClick={() => show(i)}
              >
                <img src={thumbnailSrc(image.src)} alt="" width={96} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
