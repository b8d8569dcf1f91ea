import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { testDealer } from '@carweb/shared-testing';
import { failing, HomeStory, homeStoryLoaders, vehiclesAnswer, type HomeStoryArgs, type StoryAnswer } from './story-harness';
import { DealerVehicles } from './DealerVehicles';

type Args = HomeStoryArgs & { answers: [string, StoryAnswer][] };

/** The dealer's vehicles as a carousel on the home page, with paging buttons and the link to all vehicles. */
const meta = {
  title: 'Dealer/Home/DealerVehicles',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: homeStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <HomeStory
      locale={locale}
      messages={loaded['messages']}
      answers={answers}
      element={<DealerVehicles dealerSlug={testDealer().slug} />}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Carousel: Story = {};
export const French: Story = { args: { locale: 'fr' } };

/** The track takes keyboard focus (arrow keys scroll it); the paging buttons work once the page is interactive. */
export const KeyboardAndPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = await canvas.findByRole('list', { name: 'Unsere Fahrzeuge' });
    await userEvent.tab();
    await expect(track).toHaveFocus();
    const next = canvas.getByRole('button', { name: 'Nächste Fahrzeuge' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(canvas.getByRole('button', { name: 'Vorherige Fahrzeuge' })).toBeEnabled();
  },
};
export const Loading: Story = { args: { answers: [['/list', 'pending']] } };
export const NoVehicles: Story = { args: { answers: [['/list', vehiclesAnswer(0)]] } };
export const Failing: Story = { args: { answers: [['/list', failing()]] } };
