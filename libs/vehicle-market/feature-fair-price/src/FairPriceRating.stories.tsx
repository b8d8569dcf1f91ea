import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Suspense } from 'react';
import { FairPriceRating, FairPriceRatingWithTexts } from './FairPriceRating';
import { LazyFairPriceRating } from './LazyFairPriceRating';

const rating = { count: 8, estimate: 27_450, lowest: 23_900, highest: 31_500, price: 25_990, band: 'good' as const };

const meta = {
  title: 'Vehicle market/Fair price/FairPriceRating',
  component: FairPriceRating,
  args: { rating, currency: 'CHF' },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <FairPriceRating {...args} />
    </div>
  ),
} satisfies Meta<typeof FairPriceRating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 5 % under the market price of 8 comparables: "Guter Preis"; the explanation opens on a click (a native details element). */
export const Good: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('Guter Preis');
    await expect(canvas.getByText(/Verglichen mit 8 ähnlichen Fahrzeugen/)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(/Verglichen mit 8 ähnlichen Fahrzeugen/)).toBeVisible();
    await expect(canvas.getByText(/Dieses Fahrzeug: CHF 25'990.–, 5\s?% unter dem Marktpreis/)).toBeVisible();
  },
};
export const VeryGood: Story = { args: { rating: { ...rating, price: 23_900, band: 'veryGood' } } };
export const Fair: Story = { args: { rating: { ...rating, price: 27_450, band: 'fair' } } };
export const Increased: Story = { args: { rating: { ...rating, price: 29_000, band: 'increased' } } };
/** Above every comparable: the marker stops at the end of the scale, the text says how far above. */
export const High: Story = { args: { rating: { ...rating, price: 34_990, band: 'high' } } };
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' }, args: { rating: { ...rating, price: 23_900, band: 'veryGood' } } };
export const English: Story = { globals: { locale: 'en' } };
export const Slovenian: Story = { globals: { locale: 'sl' }, args: { rating: { ...rating, count: 2 } } };

/**
 * As a page shows it: a list card's rating packed as the page data carries it, its code and texts loaded once the
 * browser is idle (LazyFairPriceRating).
 */
export const AsAListCardLoadsIt: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <LazyFairPriceRating rating={[7, 1, 8, 27_450, 23_900, 31_500, 25_990]} currency="CHF" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Guter Preis')).toBeVisible();
  },
};

/** With the texts of its own catalog, loaded with its code (never in the page's data), here in Italian. */
export const WithItsOwnTexts: Story = {
  globals: { locale: 'it' },
  render: (args) => (
    <Suspense>
      <FairPriceRatingWithTexts {...args} />
    </Suspense>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Buon prezzo')).toBeVisible();
  },
};
