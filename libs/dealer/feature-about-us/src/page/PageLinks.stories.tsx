import type { Meta, StoryObj } from '@storybook/react-vite';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { PageLinks, type PageLink } from './PageLinks';

type Args = { links: PageLink[]; label: string };

/** The pages next to an about-us page, as a labelled navigation list; nothing when there are none. */
const meta = {
  title: 'Dealer/AboutUs/PageLinks',
  args: {
    label: 'Weitere Seiten',
    links: [
      { href: '/de/auto-zentrum-zuerich/ueber-uns/unsere-marken', label: 'Unsere Marken' },
      { href: '/de/auto-zentrum-zuerich/standorte', label: 'Alle Standorte' },
    ],
  },
  parameters: {
    route: {
      url: '/de/haendler/auto-zentrum-zuerich/ueber-uns',
      handle: { pageType: 'aboutUsPage', robots: INDEX_FOLLOW, area: 'dealer', trackingGroup: 'about_us' },
    },
  },
  render: ({ links, label }) => <PageLinks links={links} label={label} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DealerPage: Story = {};
/** A location's about us: back to the location, the head office's about us, all locations. */
export const LocationPage: Story = {
  args: {
    links: [
      { href: '/de/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon', label: 'Zurück zu Auto Zentrum Zürich – Oerlikon' },
      { href: '/de/auto-zentrum-zuerich/ueber-uns', label: 'Über Auto Zentrum Zürich AG' },
      { href: '/de/auto-zentrum-zuerich/standorte', label: 'Alle Standorte' },
    ],
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Pages associées',
    links: [
      { href: '/fr/auto-zentrum-zuerich/a-propos-de-nous/nos-marques', label: 'Nos marques' },
      { href: '/fr/auto-zentrum-zuerich/lieux', label: 'Tous les sites' },
    ],
  },
};
/** No neighbouring pages: no empty navigation. */
export const None: Story = { args: { links: [] } };
