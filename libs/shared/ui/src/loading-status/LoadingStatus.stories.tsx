import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingStatus } from './LoadingStatus';

/**
 * A part still loading (decision 0044): in the browser its loading text is announced politely; a visitor without
 * JavaScript reads the part's message instead (the server rendered this because the part could not be loaded).
 */
const meta = {
  title: 'Shared/LoadingStatus',
  component: LoadingStatus,
  args: {
    loading: 'Fahrzeuge werden geladen …',
    unavailable:
      'Die Fahrzeuge können im Moment nicht angezeigt werden. Bitte kontaktieren Sie unsere Beraterinnen und Berater zu den aktuellen Angeboten.',
  },
} satisfies Meta<typeof LoadingStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With JavaScript: the status; the message stays inside <noscript>. */
export const VehicleList: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Fahrzeuge werden geladen …');
  },
};
