import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Vehicle, VehicleListResponse } from '@carweb/api-contracts';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { recordedAnswer } from '@carweb/shared-testing-msw';
import { VehicleTile } from './VehicleTile';

type Args = { vehicle: Vehicle; variant: 'full' | 'compact' };
/** The dealer's vehicles as the sandbox lists them (the recorded first page of its vehicle list). */
const vehicles = recordedAnswer<VehicleListResponse>('core/list').vehicles;
const byId = (id: number) => vehicles.find((vehicle) => vehicle.id === id) as Vehicle;
/** A new full hybrid, marked as a top deal; a young used electric car; a reserved one; a new one; one without leasing. */
const hybrid: Vehicle = { ...byId(100017), tags: ['topDeal'] };
const [electric, reserved, newCar, noRate] = [byId(100014), byId(100004), byId(100006), byId(100020)];
/** The longest names the stock has, seven-digit prices and every tag: titles and facts wrap, nothing overflows. */
const longNamed: Vehicle = {
  ...byId(100005),
  modelType: { value: '1.6 T-GDi Plug-in-Hybrid AWD Platinum Black Edition mit Panoramaglasdach und Anhängerkupplung' },
  price: { value: 1_249_990 },
  newPrice: 1_389_000,
  leasingMonthlyRate: 12_489.95,
  mileage: 149_999,
  tags: ['reserved', 'youngUsedProgramme', 'topDeal', 'topVehicle'],
};
const LIST_PAGE = {
  route: {
    url: '/de/haendler/auto-zentrum-zuerich/auto-finden',
    handle: { pageType: 'vehicleListPage', robots: INDEX_FOLLOW },
  },
};

const meta = {
  title: 'Vehicle market/VehicleTile',
  args: { vehicle: hybrid, variant: 'full' },
  argTypes: { variant: { control: 'inline-radio', options: ['full', 'compact'] } },
  parameters: LIST_PAGE,
  render: ({ vehicle, variant }) => (
    <div style={{ maxWidth: variant === 'full' ? 360 : 280 }}>
      <VehicleTile vehicle={vehicle} variant={variant} headingLevel={2} />
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new hybrid as the list shows it: price, new price, leasing rate, energy line, "Top-Angebot". */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /Kia Niro/ })).toBeVisible();
    await expect(canvas.getByText('Top-Angebot')).toBeVisible();
  },
};

/** The carousel card (dealer home, similar vehicles). */
export const Compact: Story = { args: { variant: 'compact', vehicle: electric } };

/** Reserved: the tag replaces the leasing offer (SPEC §4). */
export const Reserved: Story = {
  args: { vehicle: reserved },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Reserviert')).toBeVisible();
  },
};

/** A new vehicle (no first registration) and a used one without leasing rate or new price. */
export const NewVehicle: Story = { args: { vehicle: newCar } };
export const WithoutLeasing: Story = { args: { vehicle: noRate } };

/** The longest model type, seven-digit prices and every tag: the card wraps, nothing overflows. */
export const LongTexts: Story = { args: { vehicle: longNamed } };

export const French: Story = { globals: { locale: 'fr' }, args: { vehicle: electric } };
export const Italian: Story = { globals: { locale: 'it' }, args: { vehicle: longNamed } };
