import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MagazineArticle } from '@carweb/api-contracts';
import { magazineArticlesFixture } from '../testing/magazine-fixtures';
import { MagazineArticleList } from './MagazineArticleList';

const articles = magazineArticlesFixture();
const hrefOf = (article: MagazineArticle) => `/de${article.localizedUrlPath['de-CH']}`;

/** The articles (the hero large), and "more" as a link to the URL with one page more (the page's story follows it). */
const meta = {
  title: 'Content/Magazine/MagazineArticleList',
  component: MagazineArticleList,
  args: {
    title: 'Alle Artikel',
    articles: articles.slice(0, 7),
    hrefOf,
    featuredId: articles[0].id,
    moreHref: '/de/magazin?page=2#magazine-article-8',
  },
  parameters: { route: { url: '/de/magazin', outsideDealer: true } },
} satisfies Meta<typeof MagazineArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alle Artikel' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByText('Im Fokus')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mehr Artikel' })).toHaveAttribute('href', '/de/magazin?page=2#magazine-article-8');
  },
};
/** All articles are shown: no "more". */
export const AllShown: Story = {
  args: { articles, moreHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Mehr Artikel' })).toBeNull();
  },
};
/** A category's articles: no hero. */
export const Category: Story = {
  args: { title: 'Ratgeber', articles: articles.filter((a) => a.categoryList[0].categoryId === 'advice'), featuredId: undefined },
};
/** The next page is on its way. */
export const LoadingMore: Story = { args: { loadingMore: true } };
/** The next page failed: the spec's message, "more" stays to try again. */
export const MoreFailed: Story = {
  args: { moreFailed: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Es ist ein Fehler aufgetreten.');
  },
};
