import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { magazineCategoriesFixture } from '../testing/magazine-fixtures';
import { MagazineCategoryNav } from './MagazineCategoryNav';

/** "All" and each category as links to their first page; the chosen one is the current page. */
const meta = {
  title: 'Content/Magazine/MagazineCategoryNav',
  component: MagazineCategoryNav,
  args: {
    categories: magazineCategoriesFixture(),
    current: null,
    hrefOf: (category: string | null) => (category ? `/de/magazin?category=${category}` : '/de/magazin'),
  },
  parameters: { route: { url: '/de/magazin', outsideDealer: true } },
} satisfies Meta<typeof MagazineCategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllArticles: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Kategorien' }));
    await expect(nav.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Ratgeber' })).toHaveAttribute('href', '/de/magazin?category=advice');
    await expect(nav.getAllByRole('link')).toHaveLength(5);
  },
};
export const OneCategory: Story = {
  args: { current: 'e-mobility' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Elektromobilität' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Alle' })).not.toHaveAttribute('aria-current');
  },
};
/** An unknown category: none is marked. */
export const NoneCurrent: Story = { args: { current: undefined } };
export const French: Story = { globals: { locale: 'fr' }, args: { categories: magazineCategoriesFixture('fr'), current: 'advice' } };
