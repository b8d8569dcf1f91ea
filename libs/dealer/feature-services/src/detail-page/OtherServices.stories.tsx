import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceListFixture } from '@carweb/shared-testing';
import { failing, json200, ServiceStory, serviceStoryLoaders, type ServiceStoryArgs } from '../stories/story-harness';
import { OtherServices } from './OtherServices';

/** Beside a service page: the dealer's other service pages; hidden when there are none or the list fails. */
const meta = {
  title: 'Dealer/Services/OtherServices',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: serviceStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <ServiceStory
      locale={locale}
      messages={loaded['messages']}
      element={<OtherServices dealerId={100} currentId="tyres" />}
      pageType="serviceDetailPage"
      loaderData={null}
      answers={answers}
    />
  ),
} satisfies Meta<ServiceStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Italian: Story = { args: { locale: 'it' } };
export const NoOthers: Story = { args: { answers: [['/service-list', json200(serviceListFixture().slice(1, 2))]] } };
export const Failing: Story = { args: { answers: [['/service-list', failing()]] } };
export const LongTitles: Story = {
  args: {
    answers: [
      [
        '/service-list',
        json200(
          serviceListFixture().map((service) => ({
            ...service,
            title: `${service.title}: Beratung, Terminvereinbarung und Durchführung an allen Standorten`,
          })),
        ),
      ],
    ],
  },
};
