import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ModelPage } from '@carweb/api-contracts';
import { dealerPagePath, sitePagePath, type DealerBase } from '@carweb/platform-routing';
import { absent, answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { KEYS } from '../testing/story-answers';
import ModelDetailPage from './ModelDetailPage';

const siteAt = {
  route: {
    url: ({ brand, locale }: DealerBase) => `${sitePagePath(brand, locale, 'models')}/stonic`,
    path: '/:locale/:segment/:slug',
    handle: { pageType: 'modelDetailPage' },
    outsideDealer: true,
  },
};
const dealerAt = {
  route: {
    url: (base: DealerBase) => dealerPagePath(base, 'models', 'stonic'),
    path: '/:locale/:prefix/:dealerSlug/:segment/:slug',
    handle: { pageType: 'modelDetailPage' },
    // story parameters merge with the meta's: the dealer level says it is not the site's
    outsideDealer: false,
  },
};

/** A model's page: intro, gallery, ways to act, highlights, variants and prices, technical data, best leasing, stock, dealers. */
const meta = {
  title: 'Configurator/Models/ModelDetailPage',
  component: ModelDetailPage,
  parameters: siteAt,
} satisfies Meta<typeof ModelDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the brand's site: no dealer, so the way to act is "find a dealer", each dealer linking to its model page. */
export const Site: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kia Stonic' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: /Technische Daten der Varianten/ })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Händler finden: Kia Stonic' })).toHaveAttribute('href', '#dealers');
    const dealerLinks = await canvas.findAllByRole('link', { name: /^Kia Stonic bei / });
    await expect(dealerLinks[0].getAttribute('href')).toMatch(/^\/de\/haendler\/[^/]+\/modelle\/stonic$/);
  },
};
/** At a dealer: its model test drive, model offer and brochure request. */
export const AtDealer: Story = {
  globals: { locale: 'de' },
  parameters: dealerAt,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Probefahrt vereinbaren: Kia Stonic' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/modell-probefahrt/stonic',
    );
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(KEYS.modelPage)) };
/** The model service failed after the page was there (the loader answers 503 on the server). */
export const Outage: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(KEYS.modelPage)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible();
  },
};
/** SPEC §8 'No best-leasing model found', the stock and the dealers failing: those sections are left out. */
export const OptionalSectionsMissing: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(absent(KEYS.bestLeasing), outage(KEYS.stock), outage(KEYS.brandPage)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Varianten und Preise' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Bestes Leasingangebot/ })).not.toBeInTheDocument();
  },
};
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        KEYS.modelPage,
        changedAnswer<ModelPage>(KEYS.modelPage, (page) => ({
          ...page,
          headline: `${page.headline} 1.0 T-GDi MHEV GT-Line Launch Edition mit Panoramadach und Winterpaket`,
          introText: `${page.introText} `.repeat(6),
        })),
      ),
    ),
};
