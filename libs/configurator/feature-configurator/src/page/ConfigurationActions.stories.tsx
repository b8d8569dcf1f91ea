import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfigurationActions } from './ConfigurationActions';
import { storyConfiguration } from './story-configuration.fixtures';

const meta = {
  title: 'Configurator/ConfigurationActions',
  component: ConfigurationActions,
  parameters: { route: { url: '/de/konfigurator/stonic?color=RED' } },
  args: { configuration: storyConfiguration('?color=RED&item=style_package'), savedCode: null, pathname: '/de/konfigurator/stonic' },
} satisfies Meta<typeof ConfigurationActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One POST form: the configuration as hidden fields, a button per intent (save, test drive, offer, reservation, brochure). */
export const Unsaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button').map((button) => [button.textContent, button.getAttribute('value')]);
    await expect(buttons).toEqual([
      ['Konfiguration speichern', 'save'],
      ['Probefahrt vereinbaren', 'testDrive'],
      ['Offerte anfordern', 'offer'],
      ['Konfiguration reservieren', 'reservation'],
      ['Prospekt bestellen', 'brochure'],
    ]);
    const form = canvasElement.querySelector('form');
    await expect(form?.getAttribute('method')).toBe('post');
    await expect([...new FormData(form ?? undefined).entries()]).toEqual([
      ['entityId', '10201'],
      ['item', 'RED'],
      ['item', 'style_package'],
    ]);
  },
};

/** Saved: the code, the share link (a copy button with JavaScript) and the PDF. */
export const Saved: Story = {
  args: { savedCode: 'K7Q2M9AB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gespeichert unter dem Code K7Q2M9AB')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Konfiguration als PDF' })).toHaveAttribute(
      'href',
      '/api/model/configurator/pdf/K7Q2M9AB?locale=de',
    );
  },
};

/** The model service refused the configuration (422 after the POST). */
export const Refused: Story = {
  args: { actionData: { error: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Diese Konfiguration ist leider ungültig.');
  },
};

export const French: Story = { globals: { locale: 'fr' }, args: { configuration: storyConfiguration('', 'fr') } };
