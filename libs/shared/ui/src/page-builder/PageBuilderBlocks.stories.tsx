import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { carPicture } from '../story-fixtures';
import { PageBuilderBlocks } from './PageBuilderBlocks';

const meta = {
  title: 'Shared/PageBuilderBlocks',
  component: PageBuilderBlocks,
  args: {
    heroHeadingLevel: 1,
    resolveLink: (link: string) => (link.startsWith('http') ? { href: link, external: true } : { href: `#${link}`, external: false }),
    blocks: [
      { id: 'hero', component: 'Hero', options: { headline: 'Reifenwechsel zum Fixpreis', image: carPicture('#2c3e50') } },
      {
        id: 'text',
        component: 'Text',
        options: {
          text: '<p>Räderwechsel in 30 Minuten, <strong>inklusive Einlagerung</strong> im Reifenhotel.</p><ul><li>Achsvermessung</li><li>Profilkontrolle</li></ul>',
        },
      },
      { id: 'cta', component: 'Button', options: { text: 'Termin vereinbaren', link: 'appointment' } },
    ],
  },
} satisfies Meta<typeof PageBuilderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServicePage: Story = {};
export const HeroAsSectionHeading: Story = { args: { heroHeadingLevel: 2 } };
export const TextOnly: Story = {
  args: { blocks: [{ id: 'text', component: 'Text', options: { text: '<p>Nur ein Absatz aus dem Page Builder.</p>' } }] },
};
export const HostileText: Story = {
  args: {
    blocks: [
      {
        id: 'xss',
        component: 'Text',
        options: { text: '<p>Sichtbar</p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">Link</a>' },
      },
    ],
  },
};
export const Empty: Story = { args: { blocks: [] } };

/** Image blocks: one with its alt text (kept), one without (decorative, alt=""), as the sandbox seeds a builder promotion. */
export const Images: Story = {
  args: {
    blocks: [
      {
        id: 'described',
        component: 'Image',
        options: { image: '/story-media/sportage.svg', altText: 'Kia Sportage mit Winterkompletträdern' },
      },
      { id: 'decorative', component: 'Image', options: { image: '/story-media/stripe.svg' } },
    ],
  },
  // the page builder's images are addresses (http(s) or a path), never data: URLs: the story's pictures are served here
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('/story-media/:name', ({ params }) => {
        const picture = decodeURIComponent(carPicture(params['name'] === 'stripe.svg' ? '#dde3ea' : '#2c3e50').split(',')[1] ?? '');
        return new HttpResponse(picture, { headers: { 'Content-Type': 'image/svg+xml' } });
      }),
    ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Kia Sportage mit Winterkompletträdern' })).toBeVisible();
    await expect([...canvasElement.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
      'Kia Sportage mit Winterkompletträdern',
      '',
    ]);
  },
};
/** A button to another site opens in a new window. */
export const ExternalButton: Story = {
  args: {
    blocks: [
      { id: 'text', component: 'Text', options: { text: '<p>Alle Details zur Aktion finden Sie auf der Seite des Importeurs.</p>' } },
      { id: 'button', component: 'Button', options: { text: 'Zur Aktion auf kia.ch', link: 'https://www.kia.ch/de/aktionen' } },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Zur Aktion auf kia.ch' })).toHaveAttribute('target', '_blank');
  },
};
/** A button to a page of the site is the feature's router link (here a plain one marking itself). */
export const SiteButton: Story = {
  args: {
    resolveLink: () => ({ href: '/de/haendler/auto-zentrum-zuerich/kontakt', external: false }),
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-link="router">
        {children}
      </a>
    ),
    blocks: [{ id: 'cta', component: 'Button', options: { text: 'Kontakt aufnehmen', link: 'contact' } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('data-link', 'router');
  },
};
