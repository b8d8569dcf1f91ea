import type { Meta, StoryObj } from '@storybook/react-vite';
import { aboutUsStoryLoaders, RoutedPartStory, type AboutUsStoryArgs } from '../testing/story-harness';
import { PageLinks, type PageLink } from './PageLinks';

type Args = AboutUsStoryArgs & { links: PageLink[]; label: string };

/** The pages next to an about-us page, as a labelled navigation list; nothing when there are none. */
const meta = {
  title: 'Dealer/AboutUs/PageLinks',
  args: {
    locale: 'de',
    messages: {},
    label: 'Weitere Seiten',
    links: [
      { href: '/de/auto-zentrum-zuerich/ueber-uns/unsere-marken', label: 'Unsere Marken' },
      { href: '/de/auto-zentrum-zuerich/standorte', label: 'Alle Standorte' },
    ],
  },
  loaders: aboutUsStoryLoaders,
  render: ({ locale, links, label }, { loaded }) => (
    <RoutedPartStory locale={locale} messages={loaded['messages']}>
      <PageLinks links={links} label={label} />
    </RoutedPartStory>
  ),
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
  args: {
    locale: 'fr',
    label: 'Pages associées',
    links: [
      { href: '/fr/auto-zentrum-zuerich/a-propos-de-nous/nos-marques', label: 'Nos marques' },
      { href: '/fr/auto-zentrum-zuerich/lieux', label: 'Tous les sites' },
    ],
  },
};
/** No neighbouring pages: no empty navigation. */
export const None: Story = { args: { links: [] } };
