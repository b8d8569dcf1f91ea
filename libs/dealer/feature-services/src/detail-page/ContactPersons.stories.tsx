import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DealerServiceDetail } from '@carweb/api-contracts';
import { changedAnswer } from '@carweb/shared-testing-msw';
import { ContactPersons } from './ContactPersons';

const recorded = changedAnswer<DealerServiceDetail>('dealer/:id/dealer/service-detail/reifenservice', (service) => service).contactPersons;

/** Beside a service page: its contact persons with position, phone and e-mail; nothing when there are none. */
const meta = {
  title: 'Dealer/Services/ContactPersons',
  component: ContactPersons,
  args: { people: recorded.slice(0, 1) },
} satisfies Meta<typeof ContactPersons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePerson: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '+41 44 123 45 67' })).toHaveAttribute('href', 'tel:+41441234567');
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const Several: Story = { args: { people: recorded } };
export const None: Story = {
  args: { people: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section, h2')).toBeNull();
  },
};
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
