import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { marketHome } from '../testing/story-answers';
import { MoreOffers } from './MoreOffers';

/**
 * Approved and subscription vehicles and trade-in, as far as the toolbar's brand offers them (its main menu): kia has
 * approved vehicles and trade-in, toyota subscription vehicles only, multilease subscription and trade-in.
 */
const meta = {
  title: 'Vehicle market/Market home/MoreOffers',
  component: MoreOffers,
  parameters: marketHome(),
} satisfies Meta<typeof MoreOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kia: Story = {
  globals: { brand: 'kia', locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Junge Occasionen ansehen' })).toHaveAttribute('href', '/de/junge-occasionen');
    await expect(canvas.getByRole('link', { name: 'Händler mit Eintausch finden' })).toHaveAttribute(
      'href',
      '/de/haendlersuche?service=tradein',
    );
    await expect(canvas.queryByRole('link', { name: 'Abo-Fahrzeuge ansehen' })).toBeNull();
  },
};
export const Toyota: Story = { globals: { brand: 'toyota', locale: 'de' } };
export const Multilease: Story = { globals: { brand: 'multilease', locale: 'fr' }, parameters: marketHome('fr') };
