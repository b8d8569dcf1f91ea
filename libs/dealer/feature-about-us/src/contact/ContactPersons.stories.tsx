import type { Meta, StoryObj } from '@storybook/react-vite';
import { aboutUsFixture, subDealerFixture } from '../testing/about-us.fixtures';
import { aboutUsStoryLoaders, DealerPartStory, type AboutUsStoryArgs } from '../testing/story-harness';
import { ContactPersons } from './ContactPersons';

type Args = AboutUsStoryArgs & { persons: Parameters<typeof ContactPersons>[0]['persons'] };

const meta = {
  title: 'Dealer/ContactPersons',
  args: { locale: 'de', messages: {}, persons: aboutUsFixture().employees },
  loaders: aboutUsStoryLoaders,
  render: ({ locale, persons }, { loaded }) => (
    <DealerPartStory locale={locale} messages={loaded['messages']}>
      <div style={{ padding: 16 }}>
        <ContactPersons persons={persons} />
      </div>
    </DealerPartStory>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The about-us employees, grouped by department (management, sales, service, administration). */
export const ByDepartment: Story = {};
export const French: Story = { args: { locale: 'fr' } };
/** A sub-dealer's contact persons (SPEC §3: name, position, phone, email): no departments, one list. */
export const WithoutDepartments: Story = { args: { persons: subDealerFixture().contactPersons } };
export const Empty: Story = { args: { persons: [] } };
export const LongTexts: Story = {
  args: {
    persons: subDealerFixture().contactPersons.map((person) => ({
      ...person,
      name: `${person.name}-Oberholzer von Wattenwyl`,
      position: 'Stellvertretende Leitung Kundendienst, Garantie- und Kulanzabwicklung Region Nord',
      email: `${person.email.split('@')[0]}.oberholzer-von-wattenwyl@auto-zentrum-zuerich-altstetten.ch`,
    })),
  },
};
