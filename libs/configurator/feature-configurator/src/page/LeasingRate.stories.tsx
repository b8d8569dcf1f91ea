import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage, pending } from '@carweb/shared-testing-msw';
import { LeasingRate } from './LeasingRate';
import { storyConfiguration, storyHrefOf } from './story-configuration.fixtures';

const LEASING = 'core/*/leasing/calculation/model';

const meta = {
  title: 'Configurator/LeasingRate',
  component: LeasingRate,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  parameters: { route: { url: '/de/konfigurator/stonic?color=RED' } },
  args: { configuration: storyConfiguration('?color=RED'), hiddenParams: [['color', 'RED']], hrefOf: storyHrefOf },
} satisfies Meta<typeof LeasingRate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The vehicle calculator's options; the rate of the configuration after the 250 ms pause. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('configuration-rate')).toHaveTextContent('CHF 292.11 / Monat');
    const runtimes = within(canvas.getByRole('combobox', { name: 'Laufzeit' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    await expect(runtimes).toEqual(['12', '18', '24', '30', '36', '42', '48', '54', '60']);
    await expect(canvas.getByRole('button', { name: 'Rate berechnen' })).toBeVisible();
  },
};

export const Calculating: Story = {
  beforeEach: ({ msw }) => msw.use(pending(LEASING)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Rate wird berechnet …')).toBeVisible();
  },
};

export const Unavailable: Story = {
  beforeEach: ({ msw }) => msw.use(outage(LEASING)),
  play: async ({ canvasElement }) => {
    // the browser asks once more after an outage (decision 0015), then says so
    await expect(await within(canvasElement).findByText('Die Leasingrate ist zurzeit nicht verfügbar.')).toBeVisible();
  },
};
