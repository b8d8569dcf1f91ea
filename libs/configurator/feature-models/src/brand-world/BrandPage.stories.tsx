import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { BrandPage as BrandPageData } from '@carweb/api-contracts';
import { sitePagePath, type DealerBase } from '@carweb/platform-routing';
import { absent, answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { KEYS } from '../testing/story-answers';
import BrandPage from './BrandPage';

/** One brand of the brand world (emilfrey's Kia page): its texts, models, best leasing offer and dealers. */
const meta = {
  title: 'Configurator/BrandWorld/BrandPage',
  component: BrandPage,
  globals: { brand: 'emilfrey' },
  parameters: {
    route: {
      url: ({ brand, locale }: DealerBase) => `${sitePagePath(brand, locale, 'brandPages')}/kia`,
      path: '/:locale/:segment/:brandSlug',
      handle: { pageType: 'ourBrandsPage' },
      outsideDealer: true,
    },
  },
} satisfies Meta<typeof BrandPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: /^Zum Händler / }))[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/de\/haendler\/[^/]+$/),
    );
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(KEYS.brandPage)) };
export const Outage: Story = { beforeEach: ({ msw }) => msw.use(outage(KEYS.brandPage)) };
/** No best leasing offer and the dealers failing: those sections are left out. */
export const OptionalSectionsMissing: Story = { beforeEach: ({ msw }) => msw.use(absent(KEYS.bestLeasing), outage(KEYS.dealers)) };
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        KEYS.brandPage,
        changedAnswer<BrandPageData>(KEYS.brandPage, (page) => ({
          ...page,
          general: {
            ...page.general,
            headline: `${page.general.headline} – Mobilität für die ganze Schweiz`,
            introText: `${page.general.introText} `.repeat(5),
          },
        })),
      ),
    ),
};
