import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { corporateHome, KEYS } from '../testing/story-answers';
import { VehicleMarketTeaser } from './VehicleMarketTeaser';

/** The vehicle market's quick search on the corporate home (the market's recorded makes and count), and its home. */
const meta = {
  title: 'Content/Corporate home/VehicleMarketTeaser',
  component: VehicleMarketTeaser,
  parameters: corporateHome(),
  globals: { locale: 'de' },
} satisfies Meta<typeof VehicleMarketTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Fahrzeug suchen' })).toHaveAttribute('action', '/de/auto-finden');
    await expect(await canvas.findByRole('button', { name: /^\d+ Fahrzeuge anzeigen$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zum Fahrzeugmarkt' })).toHaveAttribute('href', '/de/fahrzeugmarkt');
  },
};
export const Italian: Story = {
  globals: { locale: 'it' },
  parameters: corporateHome('it'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Al mercato auto' })).toHaveAttribute('href', '/it/mercato-auto');
  },
};
/** The core API is down: the search still leads to the whole list. */
export const CoreOutage: Story = { beforeEach: ({ msw }) => msw.use(outage(KEYS.count), outage(KEYS.makes)) };
