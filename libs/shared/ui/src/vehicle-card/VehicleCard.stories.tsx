import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import de from '../i18n/de.json';
import { carPicture } from '../story-fixtures';
import { VehicleCard } from './VehicleCard';

const messages = Object.fromEntries(Object.entries(de).map(([key, text]) => [`shared-ui.${key}`, text]));
const badge = (label: string) => (
  <span
    style={{ padding: '0.125rem 0.5rem', background: 'var(--color-primary)', color: 'var(--color-primary-contrast)', fontSize: '0.75rem' }}
  >
    {label}
  </span>
);

const meta = {
  title: 'Shared/VehicleCard',
  component: VehicleCard,
  decorators: [
    (Story) => (
      <IntlProvider locale="de-CH" messages={messages}>
        <div style={{ maxWidth: 320 }}>{Story()}</div>
      </IntlProvider>
    ),
  ],
  args: {
    href: '#',
    imageUrl: carPicture(),
    imageAlt: 'Kia Sportage 1.6 T-GDi GT-Line',
    title: 'Kia Sportage',
    subtitle: '1.6 T-GDi GT-Line AWD',
    firstRegistration: { month: 3, year: 2024 },
    mileage: 8500,
    fuel: 'Benzin',
    price: 34990,
    newPrice: 45950,
    leasingRate: 389.4,
    energy: '7.1 l/100 km kombiniert · 161 g CO₂/km',
  },
} satisfies Meta<typeof VehicleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The market list card. */
export const Used: Story = {};
export const WithBadgesAndActions: Story = {
  args: {
    badges: (
      <span style={{ display: 'flex', gap: '0.25rem' }}>
        {badge('Junge Occasion')}
        {badge('Top-Angebot')}
      </span>
    ),
    actions: (
      <button type="button" aria-pressed="false">
        ♡
      </button>
    ),
  },
};
export const NewWithoutLeasing: Story = {
  args: {
    firstRegistration: null,
    mileage: 0,
    fuel: 'Elektro',
    newPrice: undefined,
    leasingRate: undefined,
    energy: '17.4 kWh/100 km kombiniert',
  },
};
/** The teaser on the dealer home and in carousels. */
export const CompactTeaser: Story = {
  args: { variant: 'compact', imageAlt: '', newPrice: undefined, leasingRate: undefined, energy: undefined },
};
export const LongText: Story = {
  args: {
    title: 'Kia EV9 GT-Line Launch Edition Allrad',
    subtitle: '99.8 kWh 385 PS Allradantrieb mit Wärmepumpe und Anhängerkupplung',
    fuel: 'Elektro',
    price: 1234567,
  },
};
/** While the image loads the frame keeps its 4:3 ratio; an image that never arrives leaves the grey frame. */
export const ImageMissing: Story = { args: { imageUrl: 'data:,' } };
