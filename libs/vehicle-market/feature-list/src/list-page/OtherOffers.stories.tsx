import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { testDealer } from '@carweb/shared-testing';
import { dealerScope } from '../dealer-scope';
import { listAnswer, ListStory, listStoryLoaders, type ListStoryArgs, type StoryAnswer } from '../story-harness';
import { OtherOffers } from './OtherOffers';

type Args = ListStoryArgs & { answer: StoryAnswer };
const dealer = testDealer();

const meta = {
  title: 'Vehicle market/OtherOffers',
  args: { locale: 'de', answer: listAnswer(13) },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] }, answer: { control: false } },
  loaders: listStoryLoaders,
  render: ({ locale, answer }, { loaded }) => (
    <ListStory locale={locale} messages={loaded['messages']} answers={[['/list', answer]]}>
      <OtherOffers dealerSlug={dealer.slug} scope={dealerScope(dealer)} />
    </ListStory>
  ),
} satisfies Meta<Args>;
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
export const Loading: Story = { args: { answer: 'pending' } };

/** No promotion vehicles, or the call failed: the section is left out (nothing is shown). */
export const NoOffers: Story = { args: { answer: listAnswer(0) } };
export const Failed: Story = { args: { answer: { status: 503 } } };

export const French: Story = { args: { locale: 'fr', answer: listAnswer(4) } };
