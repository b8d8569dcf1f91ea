import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StickyTotal } from './StickyTotal';
import { storyConfiguration } from './story-configuration.fixtures';

const meta = {
  title: 'Configurator/StickyTotal',
  component: StickyTotal,
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  args: { configuration: storyConfiguration('?color=RED&item=style_package') },
} satisfies Meta<typeof StickyTotal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phones only (hidden from 1024 px on, where the price box stays in view). */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("CHF 28'270.–")).toBeInTheDocument();
  },
};
