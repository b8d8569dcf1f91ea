import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type DealerBase } from '@carweb/platform-routing';
import { byPathAnswer, pageBuilderAnswer } from '../testing/story-answers';
import ContentPage from './ContentPage';

const PATHS = { de: '/aktionen/leasing-stonic', fr: '/actions/leasing-stonic' } as const;
const pathIn = (locale: string) => PATHS[locale === 'fr' ? 'fr' : 'de'];

/** The page at /{lang}/aktionen/leasing-stonic in the toolbar's language (de or fr), as its loader left it. */
const at = (builder = true) => ({
  route: {
    url: ({ locale }: DealerBase) => `/${locale}${pathIn(locale)}`,
    path: '/:lang/:segment/:slug?',
    loaderData: (url: URL) => ({ model: 'campaign', path: pathIn(url.pathname.split('/')[1] ?? 'de'), builder }),
    handle: { pageType: 'builderContentPage' },
    outsideDealer: true,
  },
});

/** A campaign's page (builderContentPage): its entry by localized path, its page-builder page, its own SEO texts. */
const meta = {
  title: 'Content/Campaigns/ContentPage',
  component: ContentPage,
  parameters: at(),
  beforeEach: ({ msw }) => msw.use(byPathAnswer(), pageBuilderAnswer()),
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Campaign: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kia Stonic: Leasing ab 1.99 %' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Angebot ansehen' })).toHaveAttribute('href', '/de/haendlersuche');
    await expect(document.title).toBe('Kia Stonic: Leasing ab 1.99 % | Kia');
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Kia Stonic : leasing dès 1.99 %' })).toBeVisible();
  },
};
/** Its page-builder page does not exist: the item's own headline, key visual and text. */
export const WithoutBuilder: Story = {
  globals: { locale: 'de' },
  parameters: at(false),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Ihr Partner berät Sie gerne/)).toBeVisible();
  },
};
