import type { Meta, StoryObj } from '@storybook/react-vite';
import { carPicture } from '../story-fixtures';
import { VehicleCard } from '../vehicle-card/VehicleCard';
import { Carousel } from './Carousel';

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <VehicleCard
      key={i}
      variant="compact"
      href="#"
      imageUrl={carPicture()}
      title={`Kia Ceed ${i + 1}`}
      subtitle="1.5 T-GDi"
      mileage={(i + 1) * 10000}
      firstRegistration={{ month: 3, year: 2022 }}
      price={21990}
    />
  ));

const meta = {
  title: 'Shared/Carousel',
  component: Carousel,
  args: { label: 'Ähnliche Fahrzeuge', previousLabel: 'Zurück', nextLabel: 'Weiter', children: cards(5) },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralCards: Story = {};
/** One card: no paging buttons. */
export const OneCard: Story = { args: { children: cards(1) } };
/** A link to all of them beside the paging buttons (the dealer home's vehicles). */
export const WithFooter: Story = { args: { footer: <a href="#all">Alle Fahrzeuge</a> } };
