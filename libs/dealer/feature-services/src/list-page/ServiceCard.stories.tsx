import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DealerServiceSummary } from '@carweb/api-contracts';
import { changedAnswer } from '@carweb/shared-testing-msw';
import { ServiceCard } from './ServiceCard';

const services = (change: (list: DealerServiceSummary[]) => DealerServiceSummary[] = (list) => list) =>
  changedAnswer<DealerServiceSummary[]>('dealer/:id/dealer/service-list', change);

/** The dealer's service pages as the shared content card (below the list page's h2), each title linked to its service. */
const meta = {
  title: 'Dealer/Services/ServiceCard',
  parameters: { route: {} },
  args: { services: services() },
  render: ({ services: list }) => (
    <section aria-labelledby="service-cards-title">
      <h2 id="service-cards-title">Unsere Dienstleistungen</h2>
      <ul style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', listStyle: 'none', padding: 0 }}>
        {list.map((service) => (
          <ServiceCard key={service.id} service={service} href={`/de/haendler/auto-zentrum-zuerich/service/${service.slug}`} />
        ))}
      </ul>
    </section>
  ),
} satisfies Meta<{ services: DealerServiceSummary[] }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'Ersatzwagen' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/service/ersatzwagen',
    );
  },
};
export const SingleCard: Story = { args: { services: services((list) => list.slice(0, 1)) } };
export const LongTexts: Story = {
  args: {
    services: services((list) =>
      list.map((service) => ({
        ...service,
        title: `${service.title} – Beratung, Termin und Durchführung an allen Standorten`,
        teaser: `${service.teaser} `.repeat(3),
      })),
    ),
  },
};
