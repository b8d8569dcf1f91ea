/**
 * The fixed image sizes per device (SPEC §9, decision 0043): phone, tablet, desktop. The image service renders each
 * picture at these widths only, so each is rendered and cached once.
 */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;

/**
 * Phones and tablets choose from the phone and tablet widths only: below the desktop layout (1024 px), or without a
 * pointer that hovers (a touch screen). The desktop width is for a desktop layout with a mouse or trackpad. The hover
 * condition keeps a phone off the desktop width where Chromium's preload scanner, before layout, measures the width in
 * device pixels (an emulated 390 px phone at 3× matched `min-width: 1024px`; decision 0043).
 */
export const HANDHELD_MEDIA = '(max-width: 1023px), (hover: none)';
export const DESKTOP_MEDIA = '(min-width: 1024px) and (hover: hover)';

/**
 * Where a picture sits in the layouts, as `sizes` — how wide it is drawn per device (breakpoints 768 and 1024 px):
 * `card` a card or a picture beside text (full width on a phone, half on a tablet, ≤ 400 px on a desktop), `content`
 * the text column or a gallery (≤ 800 px on a desktop), `full` the window's width (a banner across the page).
 */
export const IMAGE_SIZES = {
  card: '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px',
  content: '(max-width: 1023px) 100vw, 800px',
  full: '100vw',
} as const;

export type ImageSlot = keyof typeof IMAGE_SIZES;

/** The core service's media on the site's own origin: its image service renders a picture at `?w=`. Other hosts: as given. */
const RESIZABLE = /^\/api\/core\/media\/[^\s#]+$/;

export const isResizable = (src: string) => RESIZABLE.test(src);

/** The picture at `width` pixels; an address the image service does not serve stays as it is. */
export const imageAtWidth = (src: string, width: number) => (isResizable(src) ? `${src}${src.includes('?') ? '&' : '?'}w=${width}` : src);

/** A picture drawn less than 240 px wide (a thumbnail): the phone width is enough, even at twice the density. */
export const thumbnailSrc = (src: string) => imageAtWidth(src, IMAGE_WIDTHS[0]);

/**
 * The `srcset` of a resizable picture: the phone and tablet widths (what phones and tablets choose from), with
 * `desktop` every width.
 */
export const imageSrcSet = (src: string, desktop = false) =>
  IMAGE_WIDTHS.slice(0, desktop ? 3 : 2)
    .map((width) => `${imageAtWidth(src, width)} ${width}w`)
    .join(', ');
