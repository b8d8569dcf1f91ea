import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DealerServiceDetail, PageBuilderContent as BuilderPage } from '@carweb/api-contracts';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import { answer, changedAnswer, changedDealer, outage, pending } from '@carweb/shared-testing-msw';
import ServiceDetailPage from './ServiceDetailPage';

/** A service page of the sandbox's Auto Zentrum Zürich (page type serviceDetailPage), answered by MSW from the recording. */
const meta = {
  title: 'Dealer/Services/ServiceDetailPage',
  component: ServiceDetailPage,
  parameters: {
    route: {
      url: (base: DealerBase) => dealerPagePath(base, 'serviceDetail', 'reifenservice'),
      loaderData: { dealerId: 100, slug: 'reifenservice' },
    },
  },
} satisfies Meta<typeof ServiceDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const DETAIL = 'dealer/:id/dealer/service-detail/:slug';
const PAGE_BUILDER = 'content/page-builder/*';
const BASE = '/de/haendler/auto-zentrum-zuerich';
const tyres = (change: (service: DealerServiceDetail) => DealerServiceDetail) =>
  changedAnswer<DealerServiceDetail>('dealer/:id/dealer/service-detail/reifenservice', change);
const asBuilderContent = () =>
  answer(
    DETAIL,
    tyres((service) => ({ ...service, isBuilderIoContent: true, builderIoPageId: 'service-page-100-replacement-car' })),
  );
const ownTexts: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(
    'Reifenservice & Einlagerung – Auto Zentrum Zürich AG',
  );
  await expect(within(canvasElement).getByRole('region', { name: 'Ihre Vorteile' })).toBeVisible();
};

/** The service's own texts: headline, description, benefits, contact persons, the appointment and the other services. */
export const Default: Story = {
  play: async (context) => {
    await ownTexts(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Termin vereinbaren' })[0]).toHaveAttribute('href', `${BASE}/terminvereinbarung`);
    await expect(canvas.getAllByRole('link', { name: '+41 44 123 45 67' })[0]).toHaveAttribute('href', 'tel:+41441234567');
    await expect(canvas.getByRole('link', { name: 'Alle Services' })).toHaveAttribute('href', `${BASE}/service`);
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: { loaderData: { dealerId: 100, slug: 'service-pneus' } } },
};

/** Page-builder content ('service-page'): its hero is the page title, its button resolved to the appointment. */
export const PageBuilderContent: Story = {
  beforeEach: ({ msw }) => msw.use(asBuilderContent()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ersatzwagen' })).toBeVisible();
    // the builder button's link 'appointment' is the dealer's appointment page
    await expect(canvas.getAllByRole('link', { name: 'Termin vereinbaren' })[0]).toHaveAttribute('href', `${BASE}/termin-vereinbaren`);
  },
};

/** The page-builder content is still loading: the service's own texts stand in meanwhile. */
export const PageBuilderLoading: Story = { beforeEach: ({ msw }) => msw.use(asBuilderContent(), pending(PAGE_BUILDER)), play: ownTexts };

/** The page-builder content failed: the service's own texts stand in. */
export const PageBuilderFailed: Story = { beforeEach: ({ msw }) => msw.use(asBuilderContent(), outage(PAGE_BUILDER)), play: ownTexts };

/** Hostile page-builder text renders inert. */
export const HostileContent: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      asBuilderContent(),
      answer(
        PAGE_BUILDER,
        changedAnswer<BuilderPage>('content/page-builder/service-page/service-page-100-replacement-car', (page) => ({
          ...page,
          data: {
            ...page.data,
            blocks: page.data.blocks.map((block) =>
              block.component === 'Text'
                ? {
                    ...block,
                    options: {
                      text: '<p>Sichtbarer Text</p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">Link ohne Ziel</a><script>alert(3)</script>',
                    },
                  }
                : block.component === 'Button'
                  ? { ...block, options: { ...block.options, link: 'javascript:alert(4)' } }
                  : block,
            ),
          },
        })),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // once the sanitizer (its own chunk) is loaded
    await canvas.findByText('Sichtbarer Text');
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(canvas.getByText('Link ohne Ziel')).not.toHaveAttribute('href');
    await expect(canvas.getAllByRole('link', { name: 'Termin vereinbaren' })).toHaveLength(1);
  },
};

/** A dealer with its own booking form, a price from and no contact persons. */
export const OwnBookingForm: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      changedDealer({ externalServiceFormUrl: 'https://termine.auto-zentrum-zuerich.ch/service' }),
      answer(
        DETAIL,
        tyres((service) => ({ ...service, priceFrom: 69, contactPersons: [] })),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ab CHF 69.–')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Ihre Ansprechpersonen' })).toBeNull();
    await expect((await canvas.findAllByRole('link', { name: /Termin vereinbaren \(öffnet/ }))[0]).toHaveAttribute('target', '_blank');
  },
};

/** Long texts wrap; no benefits and no other services. */
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        DETAIL,
        tyres((service) => ({
          ...service,
          headline: 'Reifenservice, Räderwechsel, Reifenhotel, Achsvermessung und Reifendruckkontrollsysteme – Auto Zentrum Zürich AG',
          description: 'Wir wechseln Ihre Räder in 30 Minuten. '.repeat(12),
          benefits: [],
        })),
      ),
      answer('dealer/:id/dealer/service-list', []),
    ),
};
