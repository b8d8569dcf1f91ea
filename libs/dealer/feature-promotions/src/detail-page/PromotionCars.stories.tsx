import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { testDealer } from '@carweb/shared-testing';
import { promotionCarFilter } from '../promotion-cars';
import {
  failing,
  PromotionStory,
  promotionCarsAnswer,
  promotionStoryLoaders,
  type PromotionStoryArgs,
  type StoryAnswer,
} from '../stories/story-harness';
import { PromotionCars } from './PromotionCars';

type Args = PromotionStoryArgs & { answers: [string, StoryAnswer][] };

const NEW_AND_DEMO = promotionCarFilter('{"cond":["new","demo"]}') ?? {};

/** A promotion's vehicles, 6 at a time (SPEC §9), with "load more" and the link to all matching vehicles. */
const meta = {
  title: 'Dealer/Promotions/PromotionCars',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: promotionStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <PromotionStory
      locale={locale}
      messages={loaded['messages']}
      element={<PromotionCars filter={NEW_AND_DEMO} dealerSlug={testDealer().slug} />}
      pageType="promotionDetailPage"
      answers={answers}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };

/** "Load more" appends the next 6; focus moves to the first new vehicle, so keyboard users go on there. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Weitere Fahrzeuge laden' }));
    await canvas.findByText('12 von 13 Fahrzeugen');
    const seventh = within(canvas.getAllByRole('listitem')[6]);
    await waitFor(() => expect(seventh.getAllByRole('link')).toContain(document.activeElement));
  },
};
/** Exactly 6: no "load more". */
export const AllOnOnePage: Story = { args: { answers: [['/list', promotionCarsAnswer(6)]] } };
export const Loading: Story = { args: { answers: [['/list', 'pending']] } };
export const NoVehicles: Story = { args: { answers: [['/list', promotionCarsAnswer(0)]] } };
export const Failing: Story = { args: { answers: [['/list', failing()]] } };
