import type { Meta, StoryObj } from '@storybook/react-vite';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { subDealerFixture } from '../testing/about-us.fixtures';
import { LocationCard, type LocationCardProps } from './LocationCard';

type Args = LocationCardProps;

/** One location in the locations list: picture, name, contact, today's hours, rating, route and the way on. */
const meta = {
  title: 'Dealer/AboutUs/LocationCard',
  args: {
    location: subDealerFixture(),
    more: { href: '/de/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon', label: 'Zum Standort Oerlikon' },
  },
  parameters: {
    route: {
      url: '/de/haendler/auto-zentrum-zuerich/ueber-uns',
      handle: { pageType: 'locationsPage', robots: INDEX_FOLLOW, area: 'dealer', trackingGroup: 'about_us' },
    },
  },
  render: (props) => (
    <div style={{ maxWidth: 400 }}>
      <LocationCard {...props} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Location: Story = {};
/** The head office: its kind above the name, the call-tracking number, the way to its about us. */
export const HeadOffice: Story = {
  args: {
    location: subDealerFixture('auto-zentrum-zuerich-dietikon', { name: 'Auto Zentrum Zürich AG' }),
    kind: 'Hauptsitz',
    phone: '+41 44 987 65 43',
    more: { href: '/de/auto-zentrum-zuerich/ueber-uns', label: 'Über Auto Zentrum Zürich AG' },
  },
};
export const Italian: Story = {
  globals: { locale: 'it' },
  args: { more: { href: '/it/auto-zentrum-zuerich/luoghi/oerlikon', label: 'Alla sede' } },
};
/** No picture, no way on. */
export const Minimal: Story = {
  args: { location: subDealerFixture('auto-zentrum-zuerich-oerlikon', { locationImage: null }), more: undefined },
};
export const LongTexts: Story = {
  args: {
    location: subDealerFixture('auto-zentrum-zuerich-oerlikon', {
      name: 'Auto Zentrum Zürich – Oerlikon, Seebach und Affoltern (Occasionen-Center und Carrosserie)',
      street: 'Thurgauerstrasse 40 (Einfahrt Hagenholzstrasse, Gebäude C)',
      email: 'kundendienst.oerlikon-seebach-affoltern@auto-zentrum-zuerich.ch',
    }),
  },
};
