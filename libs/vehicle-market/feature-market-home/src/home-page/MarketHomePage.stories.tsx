import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { KEYS, marketHome } from '../testing/story-answers';
import MarketHomePage from './MarketHomePage';

/** The vehicle market's home at /{lang}/fahrzeugmarkt, its core calls answered from the sandbox's recording. */
const meta = {
  title: 'Vehicle market/Market home/MarketHomePage',
  component: MarketHomePage,
  parameters: marketHome(),
} satisfies Meta<typeof MarketHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fahrzeugmarkt' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Fahrzeug suchen' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Top-Angebote' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Nach Treibstoff' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Weitere Angebote' })).toBeVisible();
  },
};
export const French: Story = { globals: { locale: 'fr' }, parameters: marketHome('fr') };
export const Italian: Story = { globals: { locale: 'it' }, parameters: marketHome('it') };

/** The core API is down: the quick search still leads to the list, the offers need no data; the rest is left out. */
export const CoreOutage: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(KEYS.count), outage(KEYS.makes), outage(KEYS.topCars), outage(KEYS.criteria)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Fahrzeuge anzeigen' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'Weitere Angebote' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Top-Angebote' })).toBeNull();
  },
};
