import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyConfiguration } from './story-configuration.fixtures';
import { SummaryStep } from './SummaryStep';

const meta = {
  title: 'Configurator/SummaryStep',
  component: SummaryStep,
  args: { configuration: storyConfiguration('?color=RED&item=style_package&item=heated_seats') },
} satisfies Meta<typeof SummaryStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Runway Red')).toBeVisible();
    await expect(canvas.getByText('Stylepaket, Sitzheizung')).toBeVisible();
  },
};

/** Nothing optional chosen. */
export const NoEquipment: Story = {
  args: { configuration: storyConfiguration() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine gewählt')).toBeVisible();
  },
};
