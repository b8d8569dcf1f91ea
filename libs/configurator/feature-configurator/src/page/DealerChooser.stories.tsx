import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage, pending } from '@carweb/shared-testing-msw';
import { DealerChooser } from './DealerChooser';

const meta = {
  title: 'Configurator/DealerChooser',
  component: DealerChooser,
  parameters: { route: { url: '/de/konfigurator/stonic', outsideDealer: true } },
  args: { target: 'offer', modelSlug: 'stonic', configurationCode: 'K7Q2M9AB' },
} satisfies Meta<typeof DealerChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's dealers that sell new cars, each linking to its model offer with the code. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Auto Zentrum Zürich AG/ })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/modell-offerte/stonic?configurationCode=K7Q2M9AB',
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pending('model/brand-world/dealers/*')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Wird geladen …')).toBeVisible();
  },
};

export const Outage: Story = {
  beforeEach: ({ msw }) => msw.use(outage('model/brand-world/dealers/*')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
