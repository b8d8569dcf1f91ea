import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sitePagePath, type DealerBase } from '@carweb/platform-routing';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { parseMagazineSearch } from '../magazine-search';
import { magazineCategoriesFixture } from '../testing/magazine-fixtures';
import { KEYS, magazineAnswers } from '../testing/story-answers';
import MagazinePage from './MagazinePage';

/** What the route's loader answers for a URL: its category and page count, the category known when the fixture has it. */
const loaderData = (url: URL) => {
  const search = parseMagazineSearch(url.searchParams);
  return { ...search, categoryKnown: !search.category || magazineCategoriesFixture().some((c) => c.id === search.category) };
};

/** The magazine at /{lang}/magazin{search} in the toolbar's language, on the brand's site. */
const at = (search = '') => ({
  route: {
    url: ({ brand, locale }: DealerBase) => `${sitePagePath(brand, locale, 'magazine')}${search}`,
    handle: { pageType: 'builderContentPage' },
    outsideDealer: true,
    loaderData,
  },
});

/** The listed articles (the category navigation's items are not). */
const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('li[id^="magazine-article-"]')];

/**
 * The customer magazine: categories, the hero article, 7 articles a page and "more" (a link to `?page=n+1`, followed in
 * place). The content service answers from this library's fixture: 18 articles, e-mobility 10.
 */
const meta = {
  title: 'Content/Magazine/MagazinePage',
  component: MagazinePage,
  parameters: at(),
  beforeEach: ({ msw }) => msw.use(...magazineAnswers()),
} satisfies Meta<typeof MagazinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Magazin' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alle Artikel' })).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(7);
    await expect(canvas.getByText('Im Fokus')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Elektromobilität' })).toHaveAttribute('href', '/de/magazin?category=e-mobility');
    await expect(canvas.getByRole('link', { name: 'Reichweite im Winter' })).toHaveAttribute('href', '/de/magazin/reichweite-im-winter');
  },
};

/** "More" until the end: 7 → 14 → 18, no article twice, focus on the first new one, the count announced, then no link. */
export const MoreUntilTheEnd: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Mehr Artikel' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(14));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Mit dem Elektroauto in die Ferien' })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('7 weitere Artikel geladen');
    await userEvent.click(canvas.getByRole('link', { name: 'Mehr Artikel' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(18));
    await expect(canvas.getByRole('status')).toHaveTextContent('4 weitere Artikel geladen');
    const headlines = cards(canvasElement).map((card) => card.querySelector('h3')?.textContent);
    await expect(new Set(headlines).size).toBe(18);
    await expect(canvas.queryByRole('link', { name: 'Mehr Artikel' })).toBeNull();
  },
};

/** `?page=2`: the first 14 articles at once (the server renders them without JavaScript). */
export const SecondPage: Story = {
  globals: { locale: 'de' },
  parameters: at('?page=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(14));
    await expect(canvas.getByRole('link', { name: 'Mehr Artikel' })).toHaveAttribute('href', '/de/magazin?page=3#magazine-article-15');
  },
};

/** One category: its name as the list's heading, marked in the navigation, no hero; choosing another starts at its page 1. */
export const Category: Story = {
  globals: { locale: 'de' },
  parameters: at('?category=e-mobility'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Elektromobilität' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Elektromobilität' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('Im Fokus')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Mehr Artikel' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(10));
    await userEvent.click(canvas.getByRole('link', { name: 'Ratgeber' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ratgeber' })).toBeVisible();
  },
};

export const French: Story = { globals: { locale: 'fr' }, parameters: at('?category=e-mobility') };

/** `?category=` names no category: said so, with a way back to all articles. */
export const UnknownCategory: Story = {
  globals: { locale: 'de' },
  parameters: at('?category=nope'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Diese Kategorie gibt es im Magazin nicht.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Artikel ansehen' })).toHaveAttribute('href', '/de/magazin');
  },
};

/** No articles in the page's language (the sandbox has none in Slovenian). */
export const Empty: Story = {
  globals: { locale: 'sl' },
  beforeEach: ({ msw }) => msw.use(answer(KEYS.listing, { results: [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tukaj še ni člankov. Kmalu se vrnite.')).toBeVisible();
  },
};

export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(KEYS.listing)) };

/** The content service failed after the page was there (the loader answers 503 on the server). */
export const Outage: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(KEYS.listing)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible();
  },
};
