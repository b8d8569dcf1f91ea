import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleDetail } from '@carweb/api-contracts';
import { PurchaseBox } from './PurchaseBox';
import { DETAIL_PAGE, longTextVehicle, storyVehicle } from '../testing/detail-states';

type Args = { vehicle: VehicleDetail };

const meta = {
  title: 'Vehicle market/Detail/PurchaseBox',
  args: { vehicle: storyVehicle() },
  parameters: DETAIL_PAGE,
  render: ({ vehicle }) => (
    <div style={{ maxWidth: 420 }}>
      <PurchaseBox vehicle={vehicle} />
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Price CHF 25'990.–, leasing from CHF 293.05 a month, buy online, leasing, test drive, the selling dealer. */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Kia Stonic 1.5 T-GDi MHEV GT');
    await expect(canvas.getByRole('link', { name: 'Online kaufen' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/online-kaufen/kia-stonic-1-5-t-gdi-mhev-gt-100009',
    );
    await expect(canvas.getByRole('link', { name: 'Anrufen: +41 44 123 45 67' })).toHaveAttribute('href', 'tel:+41441234567');
  },
};

/** Reserved (SPEC §4): the notice instead of the buying options, no leasing offer. */
export const Reserved: Story = {
  args: { vehicle: storyVehicle({ isReserved: true, tags: ['reserved'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Dieses Fahrzeug ist reserviert');
    await expect(canvas.queryByRole('link', { name: 'Online kaufen' })).toBeNull();
  },
};

/** Reservation with payment offered, no online purchase, no leasing. */
export const ReservationOnly: Story = {
  args: { vehicle: storyVehicle({ onlineBuyPossible: false, reservationPossible: true, leasing: null, leasingMonthlyRate: null }) },
};

/** A young used electric car of the programme (1.99 % leasing), tags on top. */
export const YoungUsedElectric: Story = {
  args: {
    vehicle: storyVehicle({
      model: { value: 'EV6', id: 104 },
      modelType: { value: '77.4 kWh GT-Line AWD' },
      fuelType: { value: 'Elektro', id: 'electric' },
      price: { value: 54900 },
      newPrice: 66850,
      mileage: 3200,
      firstRegistration: { year: 2025, month: 1 },
      combinedConsumption: 17.2,
      combinedEmission: 0,
      powerKw: 239,
      powerHp: 325,
      tags: ['youngUsedProgramme', 'topVehicle'],
      leasing: { rate: 489.9, duration: 48, deposit: 5490, kmPerYear: 15000, interestRate: 1.99 },
    }),
  },
};

/** Seven-digit price, the longest model type and dealer name. */
export const LongTexts: Story = { args: { vehicle: longTextVehicle() } };
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' }, args: { vehicle: longTextVehicle() } };
