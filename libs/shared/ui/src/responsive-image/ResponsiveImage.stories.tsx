import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { carPicture } from '../story-fixtures';
import { DESKTOP_MEDIA } from './image-sources';
import { ResponsiveImage } from './ResponsiveImage';

const VEHICLE = '/api/core/media/vehicles/100006.svg';

/** The sandbox's media as the image service answers it: here a picture that names the width it was asked for. */
const mediaAtWidth = http.get('/api/core/media/*', ({ request }) => {
  const width = Number(new URL(request.url).searchParams.get('w') ?? 800);
  const height = Math.round((width * 3) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300"><rect width="400" height="300" fill="#dde3ea"/><text x="200" y="160" text-anchor="middle" font-family="Arial" font-size="40">${width} px</text></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});

const pictureOf = (canvasElement: HTMLElement) => {
  const image = canvasElement.querySelector('img');
  if (!image) throw new Error('no <img>');
  return image;
};

/**
 * A picture in the fixed sizes per device (decision 0043): 480 px for a phone, 960 px for a tablet, 1440 px for a
 * desktop, chosen by the browser from the slot's `sizes` and the screen's density; phones and tablets never take the
 * desktop width. Lazy, unless it is the page's largest picture (`priority`).
 */
const meta = {
  title: 'Shared/ResponsiveImage',
  component: ResponsiveImage,
  args: { src: VEHICLE, alt: 'Kia Stonic 1.5 T-GDi', width: 400, height: 300, slot: 'card' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
  beforeEach: ({ msw }) => msw.use(mediaAtWidth),
} satisfies Meta<typeof ResponsiveImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card's picture: lazy; the phone and tablet widths on the <img>, every width on the desktop <source>. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const image = pictureOf(canvasElement);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority');
    await expect(image).toHaveAttribute('srcset', `${VEHICLE}?w=480 480w, ${VEHICLE}?w=960 960w`);
    await expect(image).toHaveAttribute('sizes', '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px');
    const source = canvasElement.querySelector('picture > source');
    await expect(source).toHaveAttribute('media', DESKTOP_MEDIA);
    await expect(source?.getAttribute('srcset')).toContain(`${VEHICLE}?w=1440 1440w`);
    await expect(image).toHaveAccessibleName('Kia Stonic 1.5 T-GDi');
  },
};

/**
 * The page's largest picture (LCP): loaded at once with high priority. The server's document preloads it per device
 * from its head (libs/platform/ssr/src/server/image-preload.test.tsx); in the browser the <img> itself is that early.
 */
export const Priority: Story = {
  args: { priority: true, slot: 'content', width: 800, height: 600 },
  play: async ({ canvasElement }) => {
    const image = pictureOf(canvasElement);
    await expect(image).not.toHaveAttribute('loading');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('sizes', '(max-width: 1023px) 100vw, 800px');
    // the browser took one of the fixed widths; below the desktop layout never the desktop one
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(image.currentSrc).toMatch(/\?w=(480|960|1440)$/);
    if (!window.matchMedia(DESKTOP_MEDIA).matches) await expect(image.currentSrc).not.toMatch(/w=1440$/);
  },
};

/** A picture of a host that does not resize (here a data: address) stays one address: no srcset, no <picture>. */
export const OtherHost: Story = {
  args: { src: carPicture('#1f4e9c') },
  play: async ({ canvasElement }) => {
    const image = pictureOf(canvasElement);
    await expect(image).not.toHaveAttribute('srcset');
    await expect(canvasElement.querySelector('picture')).toBeNull();
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};
