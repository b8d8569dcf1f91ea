import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LivePriceBox, LiveStickyTotal } from './LivePrice';
import { setPendingChoice } from './pending-choice';
import { storyConfiguration, storyModel } from './story-configuration.fixtures';

const meta = {
  title: 'Configurator/LivePrice',
  component: LivePriceBox,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { model: storyModel(), saved: null, configuration: storyConfiguration() },
  beforeEach: () => () => setPendingChoice(null),
} satisfies Meta<typeof LivePriceBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's configuration, priced. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('configuration-price')).toHaveTextContent("CHF 24'950.–");
  },
};

/** A choice was just clicked (the router not there yet): the price of that choice, already. */
export const ChoiceClicked: Story = {
  play: async ({ canvasElement }) => {
    setPendingChoice('?color=RED&item=style_package');
    await expect(await within(canvasElement).findByText("CHF 28'270.–", { selector: 'p' })).toBeVisible();
  },
};

/** The phone's sticky total follows the clicked choice the same way. */
export const StickyTotalOnPhone: Story = {
  render: (args) => <LiveStickyTotal {...args} />,
  play: async ({ canvasElement }) => {
    setPendingChoice('?color=RED');
    await expect(await within(canvasElement).findByText("CHF 25'840.–")).toBeInTheDocument();
  },
};
