import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { magazineArticlesFixture } from '../testing/magazine-fixtures';
import { MagazineArticleCard } from './MagazineArticleCard';

const [hero, article] = magazineArticlesFixture();

/** An article's teaser: picture with its alt text, headline as the card's link, subheadline, author, read time, date. */
const meta = {
  title: 'Content/Magazine/MagazineArticleCard',
  component: MagazineArticleCard,
  args: { article, href: '/de/magazin/winterreifen' },
  parameters: { route: { url: '/de/magazin', outsideDealer: true } },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: '1rem', maxWidth: 1200, display: 'grid', gap: '1.5rem' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof MagazineArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Wann auf Winterreifen wechseln?' })).toHaveAttribute('href', '/de/magazin/winterreifen');
    await expect(canvas.getByRole('img', { name: 'Wann auf Winterreifen wechseln?' })).toBeVisible();
    await expect(canvas.getByText('Die O-bis-O-Regel.')).toBeVisible();
  },
};
/** The hero article, large at the top of all articles. */
export const Featured: Story = {
  args: { article: hero, featured: true, href: '/de/magazin/zuhause-laden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Im Fokus')).toBeVisible();
  },
};
/** An article without a path in the page's language: no link. */
export const WithoutPage: Story = {
  args: { href: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
export const LongTexts: Story = {
  args: {
    article: {
      ...article,
      headline: 'Bidirektionales Laden: das Elektroauto als Stromspeicher für das Einfamilienhaus mit Photovoltaikanlage',
      subheadline: 'Was heute mit Vehicle-to-Home und Vehicle-to-Grid schon geht, was die Netzbetreiber verlangen und was noch kommt.',
      author: 'Dr. Anna-Katharina Müller-Lüdenscheidt',
    },
  },
};
