import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DealerServiceDetail } from '@carweb/api-contracts';
import { serviceDetailFixture } from '@carweb/shared-testing';
import { ServiceStory, serviceStoryLoaders, type ServiceStoryArgs } from '../stories/story-harness';
import { ContactPersons } from './ContactPersons';

type Args = Omit<ServiceStoryArgs, 'answers'> & { people: DealerServiceDetail['contactPersons'] };

/** Beside a service page: its contact persons with position, phone and e-mail; nothing when there are none. */
const meta = {
  title: 'Dealer/Services/ContactPersons',
  args: { locale: 'de', messages: {}, people: serviceDetailFixture().contactPersons },
  loaders: serviceStoryLoaders,
  render: ({ locale, people }, { loaded }) => (
    <ServiceStory
      locale={locale}
      messages={loaded['messages']}
      element={<ContactPersons people={people} />}
      pageType="serviceDetailPage"
      loaderData={null}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePerson: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Several: Story = {
  args: {
    people: [
      ...serviceDetailFixture().contactPersons,
      { name: 'Laura Meier', position: 'Werkstattleiterin', phone: '+41 44 123 45 81', email: 'laura.meier@auto-zentrum-zuerich.ch' },
    ],
  },
};
export const None: Story = { args: { people: [] } };
export const LongTexts: Story = {
  args: {
    people: [
      {
        name: 'Anna-Lena Zimmermann-Schwarzenbach',
        position: 'Leiterin Kundendienst, Garantie- und Kulanzabwicklung',
        phone: '+41 44 123 45 67',
        email: 'anna-lena.zimmermann-schwarzenbach@auto-zentrum-zuerich.ch',
      },
    ],
  },
};
