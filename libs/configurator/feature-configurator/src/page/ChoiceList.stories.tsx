import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChoiceList } from './ChoiceList';

const meta = {
  title: 'Configurator/ChoiceList',
  component: ChoiceList,
  parameters: { route: { url: '/de/konfigurator/stonic' } },
  args: {
    title: '2. Farbe',
    layout: 'swatches',
    choices: [
      { key: 'WHT', href: '?color=WHT', chosen: true, children: 'Clear White' },
      { key: 'RED', href: '?color=RED', chosen: false, children: 'Runway Red' },
      { key: 'BLU', href: '?color=BLU', chosen: false, children: 'Yacht Blue mit einem sehr langen Farbnamen, der umbricht' },
    ],
  },
} satisfies Meta<typeof ChoiceList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each choice is a link; the chosen one carries aria-current, the list is named by the step's heading. */
export const Colours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '2. Farbe' });
    await expect(within(list).getByRole('link', { name: 'Clear White' })).toHaveAttribute('aria-current', 'true');
    await expect(within(list).getByRole('link', { name: 'Runway Red' })).not.toHaveAttribute('aria-current');
  },
};

/** A choice that may be taken back says "gewählt" (packages, options), in a group heading of level 3. */
export const Toggles: Story = {
  args: {
    title: 'Pakete',
    level: 3,
    layout: 'rows',
    chosenText: 'gewählt',
    choices: [
      { key: 'style', href: '?', chosen: true, children: 'Stylepaket + CHF 2’430.–' },
      { key: 'tech', href: '?item=tech', chosen: false, children: 'Technologiepaket + CHF 2’340.–' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pakete' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Stylepaket.*gewählt/ })).toHaveAttribute('aria-current', 'true');
  },
};
