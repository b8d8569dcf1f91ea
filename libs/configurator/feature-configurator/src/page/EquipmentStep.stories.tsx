import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EquipmentStep } from './EquipmentStep';
import { storyConfiguration, storyHrefOf, storyModel } from './story-configuration.fixtures';

const meta = {
  title: 'Configurator/EquipmentStep',
  component: EquipmentStep,
  parameters: { route: { url: '/de/konfigurator/stonic' } },
  args: { model: storyModel(), configuration: storyConfiguration('?item=style_package&item=heated_seats'), hrefOf: storyHrefOf },
} satisfies Meta<typeof EquipmentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Packages, then options; a chosen one's link takes it back; what a chosen package includes is not charged again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Pakete', 'Optionen']);
    await expect(canvas.getByRole('link', { name: /Stylepaket/ })).toHaveAttribute('href', '/de/konfigurator/stonic?item=heated_seats');
    await expect(canvas.getByRole('link', { name: /LED-Scheinwerfer/ })).toHaveTextContent('im Paket enthalten');
    await expect(canvas.getByText(/^Serienmässig dabei:/)).toBeVisible();
  },
};
