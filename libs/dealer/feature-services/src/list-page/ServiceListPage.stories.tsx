import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceListFixture, servicePageFixture, testDealer } from '@carweb/shared-testing';
import { failing, json200, ServiceStory, serviceStoryLoaders, type ServiceStoryArgs } from '../stories/story-harness';
import ServiceListPage from './ServiceListPage';

const meta = {
  title: 'Dealer/Services/ServiceListPage',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: serviceStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <ServiceStory
      locale={locale}
      messages={loaded['messages']}
      element={<ServiceListPage />}
      pageType="serviceListPage"
      loaderData={{ dealerId: 100 }}
      answers={answers}
    />
  ),
} satisfies Meta<ServiceStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer's service pages, its popular workshop services and the appointment. */
export const Default: Story = {};
export const French: Story = {
  args: {
    locale: 'fr',
    answers: [
      [
        '/dealer/service-page',
        json200(servicePageFixture({ headline: 'Service & atelier', introText: 'De l’entretien à la réparation.' })),
      ],
    ],
  },
};

/** The workshop services are still on their way. */
export const WorkshopServicesLoading: Story = { args: { answers: [['/workshop-services', 'pending']] } };

/** The optional parts failed: the standard heading, no intro, no workshop services; the services stay. */
export const OptionalPartsFailed: Story = {
  args: {
    answers: [
      ['/dealer/service-page', failing()],
      ['/workshop-services', failing()],
    ],
  },
};

/** A dealer with its own booking form: the appointment opens it in a new window. */
export const OwnBookingForm: Story = {
  args: {
    answers: [['/dealer-slug/', json200(testDealer({ externalServiceFormUrl: 'https://termine.auto-zentrum-zuerich.ch/service' }))]],
  },
};

/** Long titles and teasers wrap inside their cards. */
export const LongTexts: Story = {
  args: {
    answers: [
      [
        '/service-list',
        json200(
          serviceListFixture().map((service) => ({
            ...service,
            title: `${service.title}: Fahrzeugdiagnose, Instandsetzung und Garantiearbeiten für alle Modelle`,
            teaser: `${service.teaser} ${service.teaser} Wir holen Ihr Fahrzeug auf Wunsch zu Hause ab und bringen es gewaschen zurück.`,
          })),
        ),
      ],
    ],
  },
};

/** The services are still on their way (a client navigation before the loader's data is shown). */
export const ServicesLoading: Story = { args: { answers: [['/service-list', 'pending']] } };
