import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { carPicture } from '../story-fixtures';
import { ContentCard } from './ContentCard';

/**
 * The one content card of news, services and promotions (each feature maps its entity to these props): picture,
 * badge or meta line, the title as the card's one link, text, a note or "read more".
 */
const meta = {
  title: 'Shared/ContentCard',
  component: ContentCard,
  args: {
    title: 'Tag der offenen Tür',
    href: '#news',
    image: carPicture('#2c3e50'),
    meta: <time dateTime="2026-08-20">Veröffentlicht am 20. August 2026</time>,
    text: 'Wettbewerb, Festwirtschaft und Probefahrten',
    more: 'Mehr erfahren',
    headingLevel: 2,
  },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: 360 }}>
      <ContentCard {...args} />
    </ul>
  ),
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A news item: its date above the title, the subtitle and "read more". */
export const News: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Tag der offenen Tür');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
/** A service page: title and teaser, a third-level heading below the list's section heading. */
export const Service: Story = {
  args: {
    title: 'Reifenservice & Einlagerung',
    meta: undefined,
    more: undefined,
    headingLevel: 3,
    text: 'Räderwechsel, Reifenhotel und Achsvermessung.',
  },
  render: (args) => (
    <section aria-labelledby="services">
      <h2 id="services">Unsere Services</h2>
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 360 }}>
        <ContentCard {...args} />
      </ul>
    </section>
  ),
};
/** A promotion: a 12:5 banner, its category as a badge, its validity at the bottom; an article of its own. */
export const Promotion: Story = {
  args: {
    as: 'article',
    title: 'Winterräder geschenkt',
    imageShape: 'banner',
    image: carPicture('#c0392b'),
    badge: 'Verkauf',
    meta: undefined,
    more: undefined,
    text: 'Zu jedem Neuwagen ein Satz Winterkompletträder.',
    note: 'Gültig bis 24. Dezember 2026',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ContentCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeVisible();
  },
};
/** Only what every card has: picture and title. */
export const Minimal: Story = { args: { meta: undefined, text: undefined, more: undefined } };
export const LongTexts: Story = {
  args: {
    title: 'Frühlingsausstellung mit Werkstattführungen, Probefahrten aller Elektromodelle und Festwirtschaft für Gross und Klein',
    text: 'An allen drei Standorten in Zürich, Oerlikon und Dietikon — mit Wettbewerb, Kinderprogramm und Eintauschaktion. '.repeat(2),
  },
};
