import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ModelCompareForm } from './ModelCompareForm';

const meta = {
  title: 'Configurator/ModelCompareForm',
  component: ModelCompareForm,
  parameters: { route: { url: '/de/konfigurator' } },
  args: {
    action: '/de/modellvergleich',
    chosen: ['stonic'],
    models: [
      { slug: 'picanto', name: 'Kia Picanto' },
      { slug: 'stonic', name: 'Kia Stonic' },
      { slug: 'ceed', name: 'Kia Ceed' },
    ],
  },
} satisfies Meta<typeof ModelCompareForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A GET form to the comparison: a checkbox `models` per model. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Modelle vergleichen' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Kia Stonic' })).toBeChecked();
    await expect(canvasElement.querySelector('form')?.getAttribute('method')).toBe('get');
  },
};
