import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { NotAvailableContent } from './NotAvailableContent';
import { DETAIL_PAGE } from '../testing/detail-states';

const TOP_CARS = 'core/*/list/top-cars';

const meta = {
  title: 'Vehicle market/Detail/NotAvailableContent',
  component: NotAvailableContent,
  parameters: DETAIL_PAGE,
} satisfies Meta<typeof NotAvailableContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §8 'Das Fahrzeug konnte nicht gefunden werden' with the dealer's top cars. */
export const WithOtherOffers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Das Fahrzeug konnte nicht gefunden werden');
    const offers = await canvas.findByRole('region', { name: 'Weitere Angebote' });
    await expect(within(offers).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Alle Fahrzeuge anzeigen' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/auto-finden',
    );
  },
};

/** The top cars are on their way. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(TOP_CARS)) };

/** No top cars, or the call failed: the message and the list link only. */
export const NoOffers: Story = {
  beforeEach: ({ msw }) => msw.use(answer(TOP_CARS, { vehicles: [], totalMatches: 0, currentPage: 1, error: false })),
};
export const Failed: Story = { beforeEach: ({ msw }) => msw.use(outage(TOP_CARS)) };

export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
