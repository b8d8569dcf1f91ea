import { HttpError } from '../http/errors';

/** The largest width the sandbox draws: twice the desktop width the sites ask for (decision 0043). */
const MAX_WIDTH = 2880;

/**
 * `?w=` of a media URL: the width in pixels the picture is wanted at (the sites ask for 480, 960 or 1440, their fixed
 * sizes per device, decision 0043); undefined without one. Anything but a whole number from 1 to 2880 is a 400.
 */
export function requestedWidth(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const width = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(width >= 1 && width <= MAX_WIDTH)) {
    throw new HttpError(400, { error: 'badWidth', message: `w must be a whole number from 1 to ${MAX_WIDTH}` });
  }
  return width;
}

/**
 * The drawing at `width` pixels: the root's intrinsic size scaled in proportion (the viewBox stays, so the browser
 * draws the same picture at that size), and below its own width without its small print (`class="detail"`), which a
 * resized photo would not keep legible either.
 */
export function svgAtWidth(svg: string, width: number): string {
  const root = /<svg\b[^>]*?\swidth="(\d+)" height="(\d+)"/.exec(svg);
  if (!root) return svg;
  const [tag, ownWidth, ownHeight] = [root[0], Number(root[1]), Number(root[2])];
  const height = Math.round((width * ownHeight) / ownWidth);
  const sized = svg.replace(tag, tag.replace(/\swidth="\d+" height="\d+"$/, ` width="${width}" height="${height}"`));
  return width < ownWidth ? sized.replace(/<text class="detail"[^>]*>[^<]*<\/text>\n?/g, '') : sized;
}
