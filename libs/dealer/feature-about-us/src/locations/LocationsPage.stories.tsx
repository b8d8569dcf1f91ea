import type { Meta, StoryObj } from '@storybook/react-vite';
import { locationsRoute } from '../routes/locations-route';
import { subDealerFixture } from '../testing/about-us.fixtures';
import { AboutUsPageStory, aboutUsStoryLoaders, type AboutUsStoryArgs } from '../testing/story-harness';
import LocationsPage from './LocationsPage';

const meta = {
  title: 'Dealer/LocationsPage',
  component: LocationsPage,
  args: { locale: 'de', messages: {} },
  loaders: aboutUsStoryLoaders,
  render: (args, { loaded }) => <AboutUsPageStory {...args} messages={loaded['messages']} route={locationsRoute} />,
} satisfies Meta<AboutUsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** {base}/standorte: the head office and both sub-dealers, each with contact, today's hours and the way to its page. */
export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };
/** The head office has no about us: its card has no link. */
export const WithoutHeadOfficeAboutUs: Story = { args: { answers: [['/about-us', 404]] } };
/** One location without picture, rating or opening hours, and very long names and addresses. */
export const LongTexts: Story = {
  args: {
    answers: [
      [
        '/sub-dealers/detail',
        [
          subDealerFixture('auto-zentrum-zuerich-oerlikon', {
            name: 'Auto Zentrum Zürich – Oerlikon, Seebach, Affoltern und Schwamendingen',
            street: 'Thurgauerstrasse 40 (Einfahrt Hagenholzstrasse, Gebäude C, 2. Untergeschoss)',
            email: 'kundendienst.oerlikon-seebach-affoltern@auto-zentrum-zuerich.ch',
          }),
          subDealerFixture('auto-zentrum-zuerich-dietikon', { locationImage: null, rating: null, openingHours: [] }),
        ],
      ],
    ],
  },
};
/** The sub-dealer details fail: the spec's generic message (503 on the server). */
export const Outage: Story = { args: { answers: [['/sub-dealers/detail', 500]] } };
