import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import VehicleNotAvailablePage from './VehicleNotAvailablePage';
import { DETAIL_PAGE } from '../testing/detail-states';

const meta = {
  title: 'Vehicle market/Detail/VehicleNotAvailablePage',
  component: VehicleNotAvailablePage,
  parameters: DETAIL_PAGE,
} satisfies Meta<typeof VehicleNotAvailablePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page of a sold vehicle (no-index): SPEC §8 text, other offers, the watch list bar once something is marked. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Das Fahrzeug konnte nicht gefunden werden');
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
