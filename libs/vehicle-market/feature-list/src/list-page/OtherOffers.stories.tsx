import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { testDealer } from '@carweb/shared-testing';
import { dealerScope } from '../dealer-scope';
import { OtherOffers } from './OtherOffers';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { LIST, listAnswer, listPage } from '../testing/list-states';

const dealer = testDealer();

const meta = {
  title: 'Vehicle market/OtherOffers',
  component: OtherOffers,
  args: { dealerSlug: dealer.slug, scope: dealerScope(dealer) },
  parameters: listPage(),
  beforeEach: ({ msw }) => msw.use(answer(LIST, listAnswer(13))),
} satisfies Meta<typeof OtherOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 13 promotion vehicles, 6 per page (SPEC §9): "Weitere Angebote anzeigen" appends the next 6. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
    await userEvent.click(canvas.getByRole('button', { name: 'Weitere Angebote anzeigen' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
  },
};

/** Page 1 is on its way. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(LIST)) };

/** No promotion vehicles, or the call failed: the section is left out (nothing is shown). */
export const NoOffers: Story = { beforeEach: ({ msw }) => msw.use(answer(LIST, listAnswer(0))) };
export const Failed: Story = { beforeEach: ({ msw }) => msw.use(outage(LIST)) };

export const French: Story = { globals: { locale: 'fr' }, beforeEach: ({ msw }) => msw.use(answer(LIST, listAnswer(4))) };
