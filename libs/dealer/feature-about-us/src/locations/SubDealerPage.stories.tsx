import type { Meta, StoryObj } from '@storybook/react-vite';
import { subDealerRoute } from '../routes/locations-route';
import { subDealerFixture } from '../testing/about-us.fixtures';
import { AboutUsPageStory, aboutUsStoryLoaders, type AboutUsStoryArgs } from '../testing/story-harness';
import SubDealerPage from './SubDealerPage';

const OERLIKON = 'auto-zentrum-zuerich-oerlikon';

const meta = {
  title: 'Dealer/SubDealerPage',
  component: SubDealerPage,
  args: { locale: 'de', messages: {} },
  loaders: aboutUsStoryLoaders,
  render: (args, { loaded }) => (
    <AboutUsPageStory {...args} messages={loaded['messages']} route={subDealerRoute} params={{ subDealerSlug: OERLIKON }} />
  ),
} satisfies Meta<AboutUsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** {base}/standorte/{slug}: picture, contact persons, contact with the week's opening hours, links to its about us and all locations. */
export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };
/** The location has no about us: no link to it. */
export const WithoutAboutUs: Story = { args: { answers: [['/about-us/101', 404]] } };
export const NoContactPersons: Story = {
  args: { answers: [[`/sub-dealers/${OERLIKON}`, subDealerFixture(OERLIKON, { contactPersons: [] })]] },
};
/** Closed all week, no rating, no picture. */
export const NoHoursNoRating: Story = {
  args: { answers: [[`/sub-dealers/${OERLIKON}`, subDealerFixture(OERLIKON, { openingHours: [], rating: null, locationImage: null })]] },
};
/** The dealer service fails: the spec's generic message (503 on the server). */
export const Outage: Story = { args: { answers: [[`/sub-dealers/${OERLIKON}`, 500]] } };
