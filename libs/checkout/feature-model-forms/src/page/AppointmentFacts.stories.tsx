import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CheckIn } from '@carweb/api-contracts';
import { checkInFixture } from '../model-forms.fixtures';
import { AppointmentFacts } from './CheckInPage';
import { ModelFormsStory, modelFormsStoryLoaders, type ModelFormsStoryArgs } from './story-harness';

type Args = ModelFormsStoryArgs & { checkIn: CheckIn };

const meta = {
  title: 'Checkout/AppointmentFacts',
  args: { locale: 'de', messages: {}, checkIn: checkInFixture() },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] } },
  loaders: modelFormsStoryLoaders,
  render: ({ locale, checkIn }, { loaded }) => (
    <ModelFormsStory locale={locale} messages={loaded['messages']} element={<AppointmentFacts checkIn={checkIn} />} />
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the service lead booked: the day in full, customer, vehicle and control sign, the work, the status. */
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

export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
