import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DealerBase } from '@carweb/platform-routing';
import { storyItem, storyPageBuilder } from '../testing/campaign-fixtures';
import { ContentArticle } from './ContentArticle';

const stonic = storyItem('campaign-kia-leasing-stonic');

/** A campaign's or news item's page: its page-builder blocks, or its own fields; its call to action; back to its list. */
const meta = {
  title: 'Content/Campaigns/ContentArticle',
  component: ContentArticle,
  // the site's pages as a route of two segments (the dealer search a Button block leads to) or three (this page)
  parameters: {
    route: { url: ({ locale }: DealerBase) => `/${locale}/aktionen/leasing-stonic`, path: '/:lang/:segment/:slug?', outsideDealer: true },
  },
  args: { item: stonic, blocks: storyPageBuilder(stonic).data.blocks },
} satisfies Meta<typeof ContentArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The builder page: its hero is the page's title, its button (the dealer search, in the page's words) the call to action. */
export const Builder: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kia Stonic: Leasing ab 1.99 %' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Angebot ansehen' })).toHaveAttribute('href', '/de/haendlersuche');
    await expect(canvas.getAllByRole('link', { name: 'Angebot ansehen' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: /Alle Aktionen/ })).toHaveAttribute('href', '/de/aktionen');
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    item: storyItem('campaign-kia-leasing-stonic', 'fr'),
    blocks: storyPageBuilder(storyItem('campaign-kia-leasing-stonic', 'fr')).data.blocks,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Voir l’offre' })).toHaveAttribute('href', '/fr/recherche-de-concessionnaires');
    await expect(canvas.getByRole('link', { name: /Toutes les actions/ })).toHaveAttribute('href', '/fr/actions');
  },
};
/** No builder page: the item's key visual, headline and long text (sanitized), and its own call to action. */
export const WithoutBuilder: Story = {
  globals: { locale: 'de' },
  args: { blocks: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kia Stonic: Leasing ab 1.99 %' })).toBeVisible();
    await expect(canvas.getByText(/Ihr Partner berät Sie gerne/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Angebot ansehen' })).toHaveAttribute('href', '/de/haendlersuche');
  },
};
/** A builder page without a hero or button: the item's headline above its blocks, its own call to action below. */
export const BuilderWithoutHero: Story = {
  globals: { locale: 'de' },
  args: { blocks: storyPageBuilder(stonic).data.blocks.filter((block) => block.component === 'Text') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kia Stonic: Leasing ab 1.99 %' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Angebot ansehen' })).toBeVisible();
  },
};
/** A news item without a call-to-action text: "find a dealer"; back to the news. */
export const News: Story = {
  globals: { locale: 'de' },
  args: { item: { ...storyItem('news-kia-open-day'), ctaText: '' }, blocks: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Händler finden' })).toHaveAttribute('href', '/de/haendlersuche');
    await expect(canvas.getByRole('link', { name: /Alle News/ })).toHaveAttribute('href', '/de/news');
  },
};
/** Content that carries markup it must not: the sanitizer leaves it inert. */
export const UnsafeText: Story = {
  globals: { locale: 'de' },
  args: {
    item: { ...stonic, longDescription: '<p>Text</p><img src="" onerror="window.__xss=1"><script>window.__xss=1</script>' },
    blocks: null,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Text')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};
