import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Promotion } from '@carweb/api-contracts';
import { dealerPagePath, INDEX_FOLLOW, type DealerBase } from '@carweb/platform-routing';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import type { PromotionLoaderData } from '../routes/promotion-loader';
import PromotionDetailPage from './PromotionDetailPage';
import { promotionCars } from './promotion-cars.fixtures';

const loaderData = (slug: string): PromotionLoaderData => ({ dealerId: 100, dealerSlug: 'auto-zentrum-zuerich', slug });
const handle = (pageType: string) => ({ pageType, robots: INDEX_FOLLOW, locale: 'de', area: 'dealer', trackingGroup: 'promotions' });

/**
 * A promotion of the sandbox's Auto Zentrum Zürich (page type promotionDetailPage), answered by MSW from the recording:
 * "Winterräder geschenkt" is builder content (hero, text, an image with and one without alt text, button).
 */
const meta = {
  title: 'Dealer/Promotions/PromotionDetailPage',
  component: PromotionDetailPage,
  parameters: {
    route: {
      url: (base: DealerBase) => dealerPagePath(base, 'promotions', 'junge-occasionen-leasing'),
      loaderData: loaderData('junge-occasionen-leasing'),
      handle: handle('promotionDetailPage'),
    },
  },
  beforeEach: ({ msw }) => msw.use(promotionCars(13)),
} satisfies Meta<typeof PromotionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const BASE = '/de/haendler/auto-zentrum-zuerich';
const PROMOTION = 'dealer/:id/dealer/promotion/:slug';
const builder = { route: { loaderData: loaderData('gratis-winterraeder') } };

/** A sales promotion: its text, its call to action down to its vehicles, the dealer beside it, and the first 6 of 13 vehicles. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Junge Occasionen mit 1.99 % Leasing');
    await expect(await canvas.findByText('6 von 13 Fahrzeugen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Aktionen' })).toHaveAttribute('href', `${BASE}/aktionen`);
    await expect(canvas.getAllByRole('link').some((link) => link.getAttribute('href') === '#promotion-vehicles')).toBe(true);
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: { loaderData: loaderData('occasions-recentes-leasing') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('6 sur 13 véhicules')).toBeVisible();
  },
};
export const Italian: Story = { globals: { locale: 'it' }, parameters: { route: { loaderData: loaderData('occasioni-recenti-leasing') } } };

/** "Load more" appends the next 6 vehicles. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Weitere Fahrzeuge laden' }));
    await canvas.findByText('12 von 13 Fahrzeugen');
  },
};

/**
 * Content from the page builder ('campaign-and-news-page', as the sandbox seeds it): its hero headline is the title, its
 * button the call to action; of its two Image blocks the one with alt text keeps it, the one without is decorative (alt="").
 */
export const BuilderContent: Story = {
  parameters: builder,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Winterräder geschenkt');
    await expect(await canvas.findByRole('img', { name: 'Zu jedem Neuwagen ein Satz Winterkompletträder.' })).toBeVisible();
    const decorative = [...canvasElement.querySelectorAll('img')].filter((image) => image.src.includes('-stripe.svg'));
    await expect(decorative.map((image) => image.getAttribute('alt'))).toEqual(['']);
    // the builder's button is the call to action: the hero has none of its own then
    await expect(canvas.getAllByRole('link', { name: 'Angebote entdecken' }).map((link) => link.getAttribute('href'))).toEqual([
      `${BASE}/kontakt`,
    ]);
  },
};

/** The builder content fails: the promotion's own text and call to action stand in. */
export const BuilderContentFailed: Story = {
  parameters: builder,
  beforeEach: ({ msw }) => msw.use(outage('content/page-builder/*')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent('Winterräder geschenkt');
    await expect(within(canvasElement).queryByRole('img', { name: 'Zu jedem Neuwagen ein Satz Winterkompletträder.' })).toBeNull();
  },
};

/** A service-theme promotion ({base}/services/{slug}): the call to action books a service appointment; no vehicles. */
export const ServiceTheme: Story = {
  parameters: { route: { loaderData: loaderData('winter-check'), handle: handle('promotionServiceThemePage') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Winter-Check für CHF 49.–');
    await expect(canvas.getByRole('heading', { name: 'Ihr Servicepartner' })).toBeVisible();
    await expect(canvas.queryByText('Fahrzeuge zu dieser Aktion')).toBeNull();
  },
};

export const VehiclesLoading: Story = {
  beforeEach: ({ msw }) => msw.use(pending('core/*/list')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Fahrzeuge werden geladen …')).toBeVisible();
  },
};
export const NoVehicles: Story = { beforeEach: ({ msw }) => msw.use(promotionCars(0)) };
/** The vehicles fail: the spec's generic message, the promotion stays. */
export const VehiclesError: Story = {
  beforeEach: ({ msw }) => msw.use(outage('core/*/list')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    );
  },
};

/** A long title and text wrap; the hero keeps its image ratio. */
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        PROMOTION,
        changedAnswer<Promotion>('dealer/:id/dealer/promotion/junge-occasionen-leasing', (promotion) => ({
          ...promotion,
          title: 'Winterkompletträder-Geschenkaktion für alle Neuwagen- und Vorführwagenkäuferinnen und -käufer',
          longDescription: `<p>${'Bei Vertragsabschluss bis Ende Monat erhalten Sie einen Satz Winterkompletträder geschenkt. '.repeat(12)}</p>`,
          validUntil: '2030-02-28',
        })),
      ),
    ),
};
