import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { ConfiguratorPictures } from './ConfiguratorPictures';
import { storyConfiguration } from './story-configuration.fixtures';

const meta = {
  title: 'Configurator/ConfiguratorPictures',
  component: ConfiguratorPictures,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: { modelName: 'Kia Stonic', configuration: storyConfiguration('?color=RED') },
} satisfies Meta<typeof ConfiguratorPictures>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 360° view of the chosen colour (the still views under reduced motion); the arrow keys turn it. */
export const Turntable: Story = {
  play: async ({ canvasElement }) => {
    const view = await within(canvasElement).findByRole('slider', { name: '360°-Ansicht Kia Stonic in Runway Red' });
    await expect(view).toHaveAttribute('aria-valuetext', 'Ansicht 0°');
  },
};

/** Without the 360° frames: the still views of the colour (front, side, rear, interior). */
export const StillViews: Story = {
  beforeEach: ({ msw }) => msw.use(outage('model/configurator/models/*/*/images360')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Kia Stonic in Runway Red: Vorne' })).toBeInTheDocument();
  },
};

/** Without any pictures: the variant's own picture. */
export const NoPictures: Story = {
  beforeEach: ({ msw }) => msw.use(outage('model/configurator/models/*/*/images360'), outage('model/configurator/models/*/*/model-images')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Kia Stonic 1.0 T-GDi LX' })).toBeVisible();
  },
};
