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

/** The footer's links: text and address, in the config's order. */
const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list'))
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);

/** Multilease's five customer services, each at its localized address. */
export const Multilease: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Anfragen und Dienste' });
    await expect(within(list).getAllByRole('link')).toHaveLength(5);
  },
};

/** Emil Frey: newsletter and Daily Express (its own contact is not repeated: the footer's "Kontakt" leads to it). */
export const EmilFrey: Story = {
  globals: { brand: 'emilfrey' },
  play: async ({ canvasElement }) => {
    await expect(links(canvasElement)).toEqual(['Newsletter /de/newsletter', 'Daily Express /de/daily-express']);
  },
};

/** A brand with its contact form only: no links. */
export const ContactOnly: Story = {
  globals: { brand: 'suzuki' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toBeEmptyDOMElement();
  },
};

/** One link per enabled form page, in the config's order, at its localized address. */
export const MultileaseFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Demandes et services' })).toBeVisible();
    await expect(links(canvasElement).slice(0, 2)).toEqual([
      "Changement d'adresse /fr/changement-d-adresse",
      'Changement de nom /fr/changement-de-nom',
    ]);
    await expect(links(canvasElement)).toContain('Mes paiements /fr/mes-paiements');
  },
};
export const MultileaseItalian: Story = { globals: { locale: 'it' } };
