import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { VehicleDetail } from '@carweb/api-contracts';
import { DetailTabs } from './DetailTabs';
import { DETAIL_PAGE, longTextVehicle, storyVehicle } from '../testing/detail-states';

type Args = { vehicle: VehicleDetail };

const electric = storyVehicle({
  model: { value: 'EV6', id: 104 },
  modelType: { value: '77.4 kWh GT-Line AWD' },
  fuelType: { value: 'Elektro', id: 'electric' },
  transmission: { value: 'Automat', id: 'automatic' },
  drive: { value: 'Allrad', id: 'awd' },
  powerKw: 239,
  powerHp: 325,
  environment: { consumption: 17.2, consumptionUnit: 'kWh/100km', emission: 0, efficiencyClass: 'A', fuel: 'Elektro' },
  subscription: { price: 899, duration: 6 },
});

const meta = {
  title: 'Vehicle market/Detail/DetailTabs',
  args: { vehicle: storyVehicle() },
  parameters: DETAIL_PAGE,
  render: ({ vehicle }) => (
    <div style={{ maxWidth: 900 }}>
      <DetailTabs vehicle={vehicle} />
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Technical data first; the arrow keys move between the tabs. */
export const TechnicalData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const technical = canvas.getByRole('tab', { name: 'Technische Daten' });
    await expect(technical).toHaveAttribute('aria-selected', 'true');
    technical.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Ausstattung' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Navigationssystem');
  },
};

/** The leasing tab loads the calculator (LazyLeasingCalculator) when first opened; the rate follows the inputs. */
export const LeasingCalculator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Leasingrechner' }));
    await expect(canvas.getByText("48 Monate, 10'000 km pro Jahr, Anzahlung CHF 2'819.–")).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Leasingrate berechnen' })).toBeVisible();
    await expect(await canvas.findByText(/\/ Monat$/)).toBeVisible();
  },
};

/** An electric car with a car subscription: environment tab with efficiency class A and 0 g CO₂/km. */
export const ElectricWithSubscription: Story = {
  args: { vehicle: electric },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Umwelt und Energie' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('17.2 kWh/100 km');
    await userEvent.click(canvas.getByRole('tab', { name: 'Auto-Abo' }));
    await expect(canvas.getByRole('link', { name: 'Auto-Abo anfragen' })).toBeVisible();
  },
};

/** No equipment, no comment, no leasing, no subscription: each tab says so. */
export const Sparse: Story = {
  args: { vehicle: storyVehicle({ equipment: [], comment: '', leasing: null, subscription: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Kommentar' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Zu diesem Fahrzeug gibt es keinen Kommentar des Händlers.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Leasingrechner' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Für dieses Fahrzeug ist kein Leasing verfügbar.');
  },
};

/** A long equipment list and the dealer's long comment. */
export const LongTexts: Story = {
  args: { vehicle: longTextVehicle() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Ausstattung' }));
  },
};

/** French and Italian tab labels are longer: the tab list must wrap or scroll. */
export const French: Story = { globals: { locale: 'fr' }, args: { vehicle: electric } };
export const Italian: Story = { globals: { locale: 'it' } };
