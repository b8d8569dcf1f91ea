import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { corporateHome } from '../testing/story-answers';
import { FindDealer } from './FindDealer';

/** A place into the dealer search (its `place` parameter), a plain GET form. */
const meta = {
  title: 'Content/Corporate home/FindDealer',
  component: FindDealer,
  parameters: corporateHome(),
  globals: { locale: 'de' },
} satisfies Meta<typeof FindDealer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('search', { name: 'Händler finden' });
    await expect(search).toHaveAttribute('action', '/de/haendlersuche');
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Ort, PLZ oder Name' }), '8048');
    await userEvent.click(within(search).getByRole('button', { name: 'Händler suchen' }));
    await expect(await canvas.findByText('Link target')).toBeVisible();
  },
};
export const French: Story = { globals: { locale: 'fr' }, parameters: corporateHome('fr') };
export const Italian: Story = { globals: { locale: 'it' }, parameters: corporateHome('it') };
