import type { Meta, StoryObj } from '@storybook/react-vite';
import { carPicture } from '../story-fixtures';
import { MarketVehicleCard } from './MarketVehicleCard';

const meta = {
  title: 'Vehicle market/MarketVehicleCard',
  component: MarketVehicleCard,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  args: {
    href: '#',
    imageUrl: carPicture(),
    imageAlt: 'Kia Sportage 1.6 T-GDi GT-Line',
    title: 'Kia Sportage',
    subtitle: '1.6 T-GDi GT-Line AWD',
    facts: [
      { label: 'Erstzulassung', value: '03/2024' },
      { label: 'Kilometer', value: "8'500 km" },
      { label: 'Treibstoff', value: 'Benzin' },
    ],
    price: "CHF 34'990.–",
    newPrice: "Neupreis CHF 45'950.–",
    leasingRate: 'Leasing ab CHF 389.40 / Monat',
    energy: '7.1 l/100 km · 161 g CO₂/km',
  },
} satisfies Meta<typeof MarketVehicleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Used: Story = {};
export const YoungUsedTopDeal: Story = {
  args: { tags: [{ label: 'Junge Occasion', tone: 'highlight' }, { label: 'Top-Angebot', tone: 'neutral' }] },
};
export const Reserved: Story = { args: { tags: [{ label: 'Reserviert', tone: 'reserved' }], leasingRate: undefined } };
export const NewWithoutLeasing: Story = {
  args: { facts: [{ label: 'Zustand', value: 'Neufahrzeug' }, { label: 'Treibstoff', value: 'Elektro' }], newPrice: undefined, leasingRate: undefined, energy: '17.4 kWh/100 km · 0 g CO₂/km' },
};
export const WithActions: Story = {
  args: { actions: <button type="button" aria-pressed="false">♡</button> },
};
