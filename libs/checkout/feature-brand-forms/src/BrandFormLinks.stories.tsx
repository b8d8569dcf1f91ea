import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandFormLinks } from './BrandFormLinks';

/** The footer's links as the toolbar's brand shows them (its config enables the form pages). */
const meta = {
  title: 'Brand forms/BrandFormLinks',
  component: BrandFormLinks,
  globals: { brand: 'multilease' },
  parameters: { route: {} },
  render: () => (
    <nav aria-label="Fusszeile">
      <BrandFormLinks />
    </nav>
  ),
} satisfies Meta<typeof BrandFormLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Multilease's five customer services, each at its localized address. */
export const Multilease: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Anfragen und Dienste' });
    await expect(within(list).getAllByRole('link')).toHaveLength(5);
  },
};

/** Emil Frey: newsletter and Daily Express (its contact is the footer's "Kontakt" already). */
export const EmilFrey: Story = { globals: { brand: 'emilfrey' } };

/** A brand with its contact form only: no links. */
export const ContactOnly: Story = { globals: { brand: 'suzuki' } };

export const MultileaseFrench: Story = { globals: { locale: 'fr' } };
export const MultileaseItalian: Story = { globals: { locale: 'it' } };
