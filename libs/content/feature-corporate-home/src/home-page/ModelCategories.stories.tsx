import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { contentAnswer, corporateHome, KEYS } from '../testing/story-answers';
import { ModelCategories } from './ModelCategories';

/**
 * The content's model categories with the brand's models (its recorded model range), each into its model page; a slug
 * the range lacks is left out. Brands without model pages (emilfrey, multilease) show nothing.
 */
const meta = {
  title: 'Content/Corporate home/ModelCategories',
  component: ModelCategories,
  parameters: corporateHome(),
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(contentAnswer()),
} satisfies Meta<typeof ModelCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = await canvas.findAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Kleinwagen', 'SUV', 'Elektro']);
    await expect(canvas.getByRole('link', { name: /Kia Stonic/ })).toHaveAttribute('href', '/de/modelle/stonic');
    await expect(canvas.queryByRole('link', { name: /concept/i })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Alle Modelle' })).toHaveAttribute('href', '/de/modelle');
  },
};
export const French: Story = { globals: { locale: 'fr' }, parameters: corporateHome('fr') };
/** A brand without model pages: no section. */
export const WithoutModelPages: Story = {
  globals: { brand: 'emilfrey', locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
/** The content's categories failed: no section. */
export const CategoriesOutage: Story = { beforeEach: ({ msw }) => msw.use(outage(KEYS.graphql)) };
/** The model range failed: no section (its models' names and pages are unknown). */
export const RangeOutage: Story = { beforeEach: ({ msw }) => msw.use(outage(KEYS.range)) };
