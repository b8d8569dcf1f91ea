import type { Meta, StoryObj } from '@storybook/react-vite';
import { workshopServicesFixture } from '@carweb/shared-testing';
import { failing, json200, ServiceStory, serviceStoryLoaders, type ServiceStoryArgs } from '../stories/story-harness';
import { TopWorkshopServices } from './TopWorkshopServices';

/** The dealer's top workshop services with duration and price from; hidden when there are none or they fail. */
const meta = {
  title: 'Dealer/Services/TopWorkshopServices',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: serviceStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <ServiceStory
      locale={locale}
      messages={loaded['messages']}
      element={<TopWorkshopServices dealerId={100} />}
      pageType="serviceListPage"
      loaderData={null}
      answers={answers}
    />
  ),
} satisfies Meta<ServiceStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Loading: Story = { args: { answers: [['/workshop-services', 'pending']] } };
/** No top service among them, or the call fails: the section is left out. */
export const NoTopServices: Story = {
  args: {
    answers: [['/workshop-services', json200(workshopServicesFixture().map((service) => ({ ...service, isTopService: false })))]],
  },
};
export const Failing: Story = { args: { answers: [['/workshop-services', failing()]] } };
export const LongNamesWithoutPrice: Story = {
  args: {
    answers: [
      [
        '/workshop-services',
        json200([
          {
            id: 'mfk',
            name: 'Motorfahrzeugkontrolle (MFK) inklusive Vorbereitung und Vorführung beim Strassenverkehrsamt',
            durationMinutes: 240,
            priceFrom: null,
            isTopService: true,
          },
          ...workshopServicesFixture(),
        ]),
      ],
    ],
  },
};
