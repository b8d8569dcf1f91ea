import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { magazineArticlesFixture } from '../testing/magazine-fixtures';
import { KEYS, magazineAnswers } from '../testing/story-answers';
import { MagazineArticleView } from './MagazineArticleView';

const article = magazineArticlesFixture()[2];

/** An article: back to the magazine, its category, headline, subheadline, author, read time, date, picture, description. */
const meta = {
  title: 'Content/Magazine/MagazineArticleView',
  component: MagazineArticleView,
  args: { article },
  parameters: { route: { url: '/de/magazin/reichweite-im-winter', outsideDealer: true, handle: { pageType: 'builderContentPage' } } },
  beforeEach: ({ msw }) => msw.use(...magazineAnswers()),
} satisfies Meta<typeof MagazineArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reichweite im Winter' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zum Magazin' })).toHaveAttribute('href', '/de/magazin');
    await expect(await canvas.findByRole('link', { name: 'Elektromobilität' })).toHaveAttribute('href', '/de/magazin?category=e-mobility');
    await expect(canvas.getByRole('img', { name: 'Reichweite im Winter' })).toBeVisible();
    await expect(await canvas.findByText('Ihr Partner berät Sie gerne.')).toBeVisible();
  },
};
/** Rich text of the description goes through the shared sanitizer: a script in it stays inert. */
export const HostileDescription: Story = {
  args: {
    article: { ...article, articleDescription: '<p>Text</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 1</script>' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Text')).toBeVisible();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};
/** The categories failed: the article without its category link. */
export const CategoriesFailed: Story = {
  beforeEach: ({ msw }) => msw.use(outage(KEYS.graphql)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
export const French: Story = { globals: { locale: 'fr' }, args: { article: magazineArticlesFixture('fr')[2] } };
