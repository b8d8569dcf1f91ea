import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DealerBase } from '@carweb/platform-routing';
import { storyItem } from '../testing/campaign-fixtures';
import { CampaignTeaser } from './CampaignTeaser';

/** A campaign's or news item's teaser (SPEC §3) as the shared content card, on a list page or the corporate home. */
const meta = {
  title: 'Content/Campaigns/CampaignTeaser',
  component: CampaignTeaser,
  // the site's pages as one route of two segments: an override to such a path is served, a deeper one is not
  parameters: { route: { url: ({ locale }: DealerBase) => `/${locale}/aktionen`, path: '/:lang/:segment', outsideDealer: true } },
  args: { item: storyItem('campaign-kia-leasing-stonic'), headingLevel: 2 },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: 400 }}>
      <CampaignTeaser {...args} />
    </ul>
  ),
} satisfies Meta<typeof CampaignTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its own page at its localized path, the date in the page's language, the call to action shown (the card is the link). */
export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Kia Stonic: Leasing ab 1.99 %' });
    await expect(link).toHaveAttribute('href', '/de/aktionen/leasing-stonic');
    await expect(canvas.getByRole('heading', { level: 2 })).toContainElement(link);
    await expect(canvas.getByText(/^Veröffentlicht am \d+\. \w+ 2026$/)).toBeVisible();
    await expect(canvas.getByText('Angebot ansehen →')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  args: { item: storyItem('campaign-kia-leasing-stonic', 'fr') },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Kia Stonic : leasing dès 1.99 %' });
    await expect(link).toHaveAttribute('href', '/fr/actions/leasing-stonic');
  },
};
/** Its teaser override into the vehicle market, a page of this site, in the page's language. */
export const SiteOverride: Story = {
  globals: { locale: 'de' },
  args: { item: storyItem('campaign-kia-leasing-picanto') },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Kia Picanto: Leasing ab 1.99 %' });
    await expect(link).toHaveAttribute('href', '/de/auto-finden?model[]=Picanto');
    await expect(link).not.toHaveAttribute('target');
  },
};
/** An override into a page the site does not serve: the teaser leads to the item's own page instead of a 404. */
export const UnservedOverride: Story = {
  globals: { locale: 'de' },
  args: { item: { ...storyItem('campaign-kia-leasing-stonic'), teaserUrlOverride: '/gibt-es/nicht/mehr' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Kia Stonic: Leasing ab 1.99 %' });
    await expect(link).toHaveAttribute('href', '/de/aktionen/leasing-stonic');
  },
};
/** An override to another site: a new window, and the link says so. */
export const ExternalOverride: Story = {
  globals: { locale: 'de' },
  args: { item: { ...storyItem('campaign-kia-leasing-stonic'), teaserUrlOverride: 'https://www.kia.ch/stonic' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Kia Stonic: Leasing ab 1\.99 %.*öffnet in einem neuen Fenster/ });
    await expect(link).toHaveAttribute('href', 'https://www.kia.ch/stonic');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
/** A news item below a section heading (the corporate home): an h3; no call-to-action text: "read more". */
export const NewsAsH3: Story = {
  globals: { locale: 'de' },
  args: { item: { ...storyItem('news-kia-open-day'), ctaText: '' }, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Tag der offenen Tür');
    await expect(canvas.getByText('Mehr erfahren →')).toBeInTheDocument();
  },
};
export const LongTexts: Story = {
  globals: { locale: 'de' },
  args: {
    item: {
      ...storyItem('campaign-kia-winter-check'),
      title: 'Winter-Check mit Batterietest, Lichtkontrolle, Reifenprüfung und Scheibenwischerwechsel für alle Modelle ab Jahrgang 2015',
      shortDescription:
        'Sicher durch den Winter: Wir prüfen Batterie, Licht, Reifen, Frostschutz und Wischerblätter — an allen Standorten.',
    },
  },
};
