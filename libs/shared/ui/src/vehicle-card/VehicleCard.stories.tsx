import type { Meta, StoryObj } from '@storybook/react-vite';
import { VehicleCard } from './VehicleCard';

const carSvg = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#dde3ea"/><rect x="60" y="140" width="280" height="70" rx="20" fill="#c0392b"/><circle cx="120" cy="215" r="28" fill="#222"/><circle cx="280" cy="215" r="28" fill="#222"/></svg>',
)}`;

const meta = {
  title: 'Shared/VehicleCard',
  component: VehicleCard,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  args: {
    href: '#',
    imageUrl: carSvg,
    title: 'Kia Sportage',
    subtitle: '1.6 T-GDi GT-Line AWD',
    facts: ['03/2024', "8'500 km", 'Benzin'],
    price: "CHF 34'990.–",
  },
} satisfies Meta<typeof VehicleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Used: Story = {};
export const WithTags: Story = { args: { tags: ['Young Used', 'Top Deal'] } };
export const LongTitle: Story = { args: { title: 'Kia EV9 GT-Line Launch Edition Allrad', subtitle: '99.8 kWh 385 PS' } };
