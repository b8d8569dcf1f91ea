import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Dealer } from '@carweb/api-contracts';
import { changedAnswer } from '@carweb/shared-testing-msw';
import { AppointmentLink } from './AppointmentLink';

const dealer = (externalServiceFormUrl: string | null) =>
  changedAnswer<Dealer>('dealer/dealer-slug/auto-zentrum-zuerich', (recorded) => ({ ...recorded, externalServiceFormUrl }));

/** The service appointment link: the site's booking form, or the dealer's own in a new window. */
const meta = {
  title: 'Dealer/Services/AppointmentLink',
  component: AppointmentLink,
  parameters: { route: {} },
  args: { dealer: dealer(null) },
} satisfies Meta<typeof AppointmentLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookingForm: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Termin vereinbaren' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/terminvereinbarung',
    );
  },
};
export const DealersOwnForm: Story = {
  args: { dealer: dealer('https://termine.example/kia-zuerich') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Termin vereinbaren/ })).toHaveAttribute('target', '_blank');
  },
};
export const Italian: Story = { globals: { locale: 'it' } };
export const CustomLabel: Story = { args: { label: 'Reifenwechsel buchen' } };
