import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DealerServiceDetail } from '@carweb/api-contracts';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { ServiceContent } from './ServiceContent';

const PAGE_BUILDER = 'content/page-builder/*';
const tyres = (change: (service: DealerServiceDetail) => DealerServiceDetail = (service) => service, locale = 'de') =>
  changedAnswer<DealerServiceDetail>('dealer/:id/dealer/service-detail/reifenservice', change, locale);
const builderService = tyres((service) => ({ ...service, isBuilderIoContent: true, builderIoPageId: 'service-page-100-replacement-car' }));
const builderPage = () =>
  answer(
    PAGE_BUILDER,
    changedAnswer('content/page-builder/service-page/service-page-100-replacement-car', (page) => page),
  );

/** What a service page says: its page-builder content, or its own headline, text, benefits and price from. */
const meta = {
  title: 'Dealer/Services/ServiceContent',
  component: ServiceContent,
  parameters: { route: {} },
  args: { service: tyres((service) => ({ ...service, priceFrom: 69 })) },
} satisfies Meta<typeof ServiceContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Ihre Vorteile' })).toBeVisible();
    await expect(canvas.getByText('ab CHF 69.–')).toBeVisible();
  },
};
export const French: Story = { globals: { locale: 'fr' }, args: { service: tyres((service) => ({ ...service, priceFrom: 69 }), 'fr') } };
/** No benefits and no price: neither heading nor price line. */
export const NoBenefitsNoPrice: Story = {
  args: { service: tyres((service) => ({ ...service, benefits: [], priceFrom: null })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^ab CHF/)).toBeNull();
    await expect(within(canvasElement).queryByRole('region', { name: 'Ihre Vorteile' })).toBeNull();
  },
};
/** Page-builder content ('service-page'): its hero is the page's heading. */
export const PageBuilderContent: Story = {
  args: { service: builderService },
  beforeEach: ({ msw }) => msw.use(builderPage()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Ersatzwagen' })).toBeVisible();
  },
};
export const PageBuilderLoading: Story = { args: { service: builderService }, beforeEach: ({ msw }) => msw.use(pending(PAGE_BUILDER)) };
/** The page-builder content failed: the service's own content stands in. */
export const PageBuilderFailed: Story = { args: { service: builderService }, beforeEach: ({ msw }) => msw.use(outage(PAGE_BUILDER)) };
export const LongTexts: Story = {
  args: {
    service: tyres((service) => ({
      ...service,
      headline: 'Motorfahrzeugkontrolle (MFK) inklusive Vorbereitung, Vorführung beim Strassenverkehrsamt und allfälliger Nachkontrolle',
      description: 'Wir bereiten Ihr Fahrzeug sorgfältig auf die periodische Prüfung vor und übernehmen die Vorführung für Sie. '.repeat(4),
      benefits: [
        'Abholung und Rückgabe des Fahrzeugs an Ihrem Wohn- oder Arbeitsort im Umkreis von 20 Kilometern',
        'Ersatzwagen auf Anfrage',
      ],
      priceFrom: 1290,
    })),
  },
};
