import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageBuilderFixture, serviceDetailFixture, testDealer } from '@carweb/shared-testing';
import { failing, json200, ServiceStory, serviceStoryLoaders, type ServiceStoryArgs } from '../stories/story-harness';
import ServiceDetailPage from './ServiceDetailPage';

const meta = {
  title: 'Dealer/Services/ServiceDetailPage',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: serviceStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <ServiceStory
      locale={locale}
      messages={loaded['messages']}
      element={<ServiceDetailPage />}
      pageType="serviceDetailPage"
      loaderData={{ dealerId: 100, slug: 'reifenservice' }}
      answers={answers}
    />
  ),
} satisfies Meta<ServiceStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const builderService = serviceDetailFixture({ isBuilderIoContent: true, builderIoPageId: 'service-page-100-tyres' });

/** The service's own texts: headline, description, benefits, price, contact person and the appointment. */
export const Default: Story = {};
export const French: Story = {
  args: {
    locale: 'fr',
    answers: [
      [
        '/service-detail/',
        json200(
          serviceDetailFixture({ title: 'Service pneus & stockage', headline: 'Service pneus & stockage', ctaText: 'Prendre rendez-vous' }),
        ),
      ],
    ],
  },
};

/** Page-builder content ('service-page'): its hero is the page title, its text goes through the sanitizer. */
export const PageBuilderContent: Story = { args: { answers: [['/service-detail/', json200(builderService)]] } };

/** The page-builder content is still loading: the service's own texts stand in meanwhile. */
export const PageBuilderLoading: Story = {
  args: {
    answers: [
      ['/service-detail/', json200(builderService)],
      ['/page-builder/', 'pending'],
    ],
  },
};

/** The page-builder content failed: the service's own texts stand in. */
export const PageBuilderFailed: Story = {
  args: {
    answers: [
      ['/service-detail/', json200(builderService)],
      ['/page-builder/', failing()],
    ],
  },
};

/** Hostile page-builder text renders inert. */
export const HostileContent: Story = {
  args: {
    answers: [
      ['/service-detail/', json200(builderService)],
      [
        '/page-builder/',
        json200(
          pageBuilderFixture('service-page', 'service-page-100-tyres', {
            text: '<p>Sichtbarer Text</p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">Link ohne Ziel</a><script>alert(3)</script>',
            link: 'javascript:alert(4)',
          }),
        ),
      ],
    ],
  },
};

/** A dealer with its own booking form, no price and no contact persons. */
export const OwnBookingForm: Story = {
  args: {
    answers: [
      ['/dealer-slug/', json200(testDealer({ externalServiceFormUrl: 'https://termine.auto-zentrum-zuerich.ch/service' }))],
      ['/service-detail/', json200(serviceDetailFixture({ priceFrom: null, contactPersons: [] }))],
    ],
  },
};

/** Long texts wrap; no benefits and no other services. */
export const LongTexts: Story = {
  args: {
    answers: [
      [
        '/service-detail/',
        json200(
          serviceDetailFixture({
            headline: 'Reifenservice, Räderwechsel, Reifenhotel, Achsvermessung und Reifendruckkontrollsysteme – Auto Zentrum Zürich AG',
            description: 'Wir wechseln Ihre Räder in 30 Minuten. '.repeat(12),
            benefits: [],
          }),
        ),
      ],
      ['/service-list', json200([])],
    ],
  },
};
