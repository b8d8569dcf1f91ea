import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CheckIn } from '@carweb/api-contracts';
import type { CheckInData } from '../check-in-loader';
import { checkInFixture } from '../model-forms.fixtures';
import CheckInPage from './CheckInPage';
import { ModelFormsStory, modelFormsStoryLoaders, type ModelFormsStoryArgs } from './story-harness';

type Args = ModelFormsStoryArgs & { locationId: number; checkIn: CheckIn };

const meta = {
  title: 'Checkout/CheckInPage',
  args: { locale: 'de', messages: {}, locationId: 100, checkIn: checkInFixture() },
  loaders: modelFormsStoryLoaders,
  render: ({ locale, locationId, checkIn }, { loaded }) => (
    <ModelFormsStory
      locale={locale}
      messages={loaded['messages']}
      element={<CheckInPage />}
      loaderData={{ hash: checkIn.hash, locationId } satisfies CheckInData}
      answers={[['/check-in/', checkIn]]}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scheduled: Story = {};
export const French: Story = { args: { locale: 'fr' } };
/** The appointment day has come: the vehicle is checked in. */
export const CheckedIn: Story = { args: { checkIn: checkInFixture({ status: 'checkedIn', wishDate: '2026-11-20' }) } };
/** No control sign given, booked at one of the dealer's locations (its contact shows). */
export const AtLocation: Story = {
  args: {
    locationId: 101,
    checkIn: checkInFixture({
      dealerId: 101,
      dealerName: 'Auto Zentrum Zürich – Oerlikon',
      vehicle: { make: 'Kia', model: 'Niro', controlSign: null },
    }),
  },
};
