import { preload } from 'react-dom';
import {
  DESKTOP_MEDIA,
  HANDHELD_MEDIA,
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  imageAtWidth,
  imageSrcSet,
  isResizable,
  type ImageSlot,
} from './image-sources';

export interface ResponsiveImageProps {
  src: string;
  /** '' when the picture is decoration (the text beside it says what it shows) */
  alt: string;
  /** the picture's proportions, so nothing shifts while it loads; the stylesheet sets the size it is shown at */
  width?: number;
  height?: number;
  /** where it sits in the layout: how wide it is drawn per device */
  slot: ImageSlot;
  /** the page's largest picture (LCP): loaded at once, with high priority, preloaded from the server document's head */
  priority?: boolean;
  className?: string;
  title?: string;
}

/**
 * The server document's preloads of an LCP picture: each device the widths its <img> chooses from (React writes them
 * into the head). Server only: in the browser the <img> is as early as a preload would be, and the code stays out of
 * the first load.
 */
function preloadPicture(src: string, sizes: string | undefined) {
  const high = { as: 'image', fetchPriority: 'high' } as const;
  if (!sizes) return preload(src, high);
  preload(src, { ...high, imageSrcSet: imageSrcSet(src), imageSizes: sizes, media: HANDHELD_MEDIA });
  preload(src, { ...high, imageSrcSet: imageSrcSet(src, true), imageSizes: sizes, media: DESKTOP_MEDIA });
}

/**
 * A picture in the fixed sizes per device (decision 0043), `sizes` from its slot: the `<img>` offers the phone and
 * tablet widths, a desktop `<source>` adds the desktop width — so an `<img>` on its own (an old browser, or one the
 * browser loads before it is in its `<picture>`) never takes the desktop width. Lazy unless `priority`. A picture of
 * another host is a plain `<img>`. The `<picture>` lays out as if the `<img>` stood alone (base.css).
 */
export function ResponsiveImage({ src, slot, priority = false, ...rest }: ResponsiveImageProps) {
  const sizes = isResizable(src) ? IMAGE_SIZES[slot] : undefined;
  if (import.meta.env.SSR && priority) preloadPicture(src, sizes);
  const image = (
    <img
      {...rest}
      src={imageAtWidth(src, IMAGE_WIDTHS[1])}
      srcSet={sizes && imageSrcSet(src)}
      sizes={sizes}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  return sizes ? (
    <picture>
      <source media={DESKTOP_MEDIA} srcSet={imageSrcSet(src, true)} sizes={sizes} />
      {image}
    </picture>
  ) : (
    image
  );
}
