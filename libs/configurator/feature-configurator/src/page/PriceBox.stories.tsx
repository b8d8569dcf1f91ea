import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceBox } from './PriceBox';
import { storyConfiguration } from './story-configuration.fixtures';

const meta = {
  title: 'Configurator/PriceBox',
  component: PriceBox,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { configuration: storyConfiguration('?color=RED&item=style_package&item=led_headlights') },
} satisfies Meta<typeof PriceBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Variant + colour + equipment, an option inside the chosen package charged once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('configuration-price')).toHaveTextContent("CHF 28'270.–");
    await expect(canvas.getByText("CHF 2'430.–")).toBeVisible();
  },
};

/** The default configuration: colour and equipment cost nothing extra (a dash, SPEC §5 formats non-zero amounts). */
export const StandardConfiguration: Story = {
  args: { configuration: storyConfiguration() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('–')).toHaveLength(2);
  },
};
