import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DealerServiceSummary } from '@carweb/api-contracts';
import { serviceListFixture } from '@carweb/shared-testing';
import { ServiceStory, serviceStoryLoaders, type ServiceStoryArgs } from '../stories/story-harness';
import { ServiceCard } from './ServiceCard';

type Args = Omit<ServiceStoryArgs, 'answers'> & { services: DealerServiceSummary[] };

/** The dealer's service pages as cards (below the list page's h2), each title linked to its service. */
const meta = {
  title: 'Dealer/Services/ServiceCard',
  args: { locale: 'de', messages: {}, services: serviceListFixture() },
  loaders: serviceStoryLoaders,
  render: ({ locale, services }, { loaded }) => (
    <ServiceStory
      locale={locale}
      messages={loaded['messages']}
      element={
        <section aria-labelledby="service-cards-title">
          <h2 id="service-cards-title">Unsere Dienstleistungen</h2>
          <ul
            style={{
              display: 'grid',
              gap: 16,
              gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
              listStyle: 'none',
              padding: 0,
            }}
          >
            {services.map((service) => (
              <ServiceCard key={service.id} service={service} href={`/de/auto-zentrum-zuerich/service/${service.slug}`} />
            ))}
          </ul>
        </section>
      }
      pageType="serviceListPage"
      loaderData={null}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const SingleCard: Story = { args: { services: serviceListFixture().slice(0, 1) } };
export const LongTexts: Story = {
  args: {
    services: serviceListFixture().map((service) => ({
      ...service,
      title: `${service.title} – Beratung, Termin und Durchführung an allen Standorten`,
      teaser: `${service.teaser} `.repeat(3),
    })),
  },
};
