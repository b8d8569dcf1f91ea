import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { checkInFixture } from '../model-forms.fixtures';
import { AppointmentFacts } from './CheckInPage';

/** What the service lead booked (a check-in of the form service); language from the toolbar. */
const meta = {
  title: 'Checkout/AppointmentFacts',
  component: AppointmentFacts,
  args: { checkIn: checkInFixture() },
} satisfies Meta<typeof AppointmentFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The day in full, customer, vehicle and control sign, the work, the status. */
export const Scheduled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dienstag, 14. Mai 2030')).toBeVisible();
    await expect(canvas.getByText('ZH 123 456')).toBeVisible();
    await expect(canvas.getByText('Geplant')).toBeVisible();
  },
};

/** Checked in, no control sign (a dash), many services with long names. */
export const CheckedInLongList: Story = {
  args: {
    checkIn: checkInFixture({
      status: 'checkedIn',
      customer: { firstName: 'Anna-Lena Maria', lastName: 'Zimmermann-Bernasconi von Graffenried' },
      vehicle: { make: 'Kia', model: 'Sorento 1.6 T-GDi Plug-in-Hybrid AWD', controlSign: null },
      workshopServices: [
        { id: 'periodic-service', name: 'Periodischer Service nach Herstellervorgabe inklusive Mobilitätsgarantie' },
        { id: 'oil-change', name: 'Ölwechsel' },
        { id: 'wheel-change', name: 'Räderwechsel mit Einlagerung' },
        { id: 'windscreen', name: 'Scheibenreparatur' },
        { id: 'air-conditioning', name: 'Klimaanlagen-Service' },
      ],
    }),
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
