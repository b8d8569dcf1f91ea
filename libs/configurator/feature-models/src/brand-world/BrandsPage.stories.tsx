import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { BrandsResponse } from '@carweb/api-contracts';
import { sitePagePath, type DealerBase } from '@carweb/platform-routing';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { KEYS } from '../testing/story-answers';
import BrandsPage from './BrandsPage';

/** The brands of a multi-make group (the brand world, on emilfrey): logo and model count, each to its brand page. */
const meta = {
  title: 'Configurator/BrandWorld/BrandsPage',
  component: BrandsPage,
  globals: { brand: 'emilfrey' },
  parameters: {
    route: {
      url: ({ brand, locale }: DealerBase) => sitePagePath(brand, locale, 'brandPages'),
      handle: { pageType: 'ourBrandsPage' },
      outsideDealer: true,
    },
  },
} satisfies Meta<typeof BrandsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unsere Marken' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Kia' })).toHaveAttribute('href', '/de/markenseiten/kia');
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(KEYS.brands)) };
export const Outage: Story = { beforeEach: ({ msw }) => msw.use(outage(KEYS.brands)) };
export const Empty: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        KEYS.brands,
        changedAnswer<BrandsResponse>(KEYS.brands, () => ({ brands: [] })),
      ),
    ),
};
