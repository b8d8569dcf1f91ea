import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useDraftStore } from '@carweb/checkout-form-engine';
import SoftLeadPage from './SoftLeadPage';

/** A soft lead: the model of interest, contact data. The toolbar's dealer and brand, answered by MSW from the sandbox's recording. */
const meta = {
  title: 'Contact forms/SoftLeadPage',
  component: SoftLeadPage,
  parameters: { route: { loaderData: { sent: false } } },
  beforeEach: () => {
    useDraftStore.setState({ drafts: {} });
    sessionStorage.clear();
  },
} satisfies Meta<typeof SoftLeadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = { route: { loaderData: { sent: true } } };

/** The model of interest starts on "no particular model". */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const model = await within(canvasElement).findByRole<HTMLSelectElement>('combobox', { name: 'Wunschmodell' });
    await within(model).findByRole('option', { name: 'Kia Ceed' });
    await expect(model.value).toBe('');
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
export const Sent: Story = { parameters: sent };
