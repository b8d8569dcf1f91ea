import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutUsFixture, subDealerFixture } from '../testing/about-us.fixtures';
import { ContactPersons } from './ContactPersons';

type Args = { persons: Parameters<typeof ContactPersons>[0]['persons'] };

const meta = {
  title: 'Dealer/ContactPersons',
  args: { persons: aboutUsFixture().employees },
  render: ({ persons }) => (
    <div style={{ padding: 16 }}>
      <ContactPersons persons={persons} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The about-us employees, grouped by department (management, sales, service, administration). */
export const ByDepartment: Story = {};
export const French: Story = { globals: { locale: 'fr' } };
/** A sub-dealer's contact persons (SPEC §3: name, position, phone, email): no departments, one list. */
export const WithoutDepartments: Story = {
  args: { persons: subDealerFixture().contactPersons },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Laura Meier')).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toEqual([]);
  },
};
export const Empty: Story = {
  args: { persons: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/keine Ansprechpersonen erfasst/)).toBeVisible();
  },
};
export const LongTexts: Story = {
  args: {
    persons: subDealerFixture().contactPersons.map((person) => ({
      ...person,
      name: `${person.name}-Oberholzer von Wattenwyl`,
      position: 'Stellvertretende Leitung Kundendienst, Garantie- und Kulanzabwicklung Region Nord',
      email: `${person.email.split('@')[0]}.oberholzer-von-wattenwyl@auto-zentrum-zuerich-altstetten.ch`,
    })),
  },
  play: async ({ canvasElement }) => {
    // long names and positions are shown whole (they wrap, nothing is cut)
    await expect(await within(canvasElement).findAllByText(/-Oberholzer von Wattenwyl$/, { selector: 'p' })).toHaveLength(2);
  },
};
