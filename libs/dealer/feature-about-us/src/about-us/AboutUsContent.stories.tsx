import type { Meta, StoryObj } from '@storybook/react-vite';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { aboutUsDealer, aboutUsFixture, subDealerFixture } from '../testing/about-us.fixtures';
import { AboutUsContent, type AboutUsContentProps } from './AboutUsPage';

type Args = AboutUsContentProps;

/** An about-us page's content for given data: story, people, contact and the week's opening hours. */
const meta = {
  title: 'Dealer/AboutUs/AboutUsContent',
  args: {
    aboutUs: aboutUsFixture(),
    location: aboutUsDealer(),
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
  render: (props) => <AboutUsContent {...props} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dealer: Story = {};
/** With the call-tracking number instead of the dealer's own. */
export const TrackedPhone: Story = { args: { phone: '+41 44 987 65 43' } };
export const SubDealer: Story = {
  args: {
    location: subDealerFixture(),
    aboutUs: aboutUsFixture({ dealerId: 101, headline: 'Über uns – Auto Zentrum Zürich – Oerlikon', foundedYear: 1982 }),
    links: [{ href: '/de/auto-zentrum-zuerich/standorte', label: 'Alle Standorte' }],
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    aboutUs: aboutUsFixture({
      headline: 'À propos de nous – Auto Zentrum Zürich AG',
      paragraphs: ['Fondé en 2010, Auto Zentrum Zürich AG est votre partenaire Kia à Zurich.'],
    }),
    links: [],
  },
};
/** No image, nobody listed, no neighbouring pages. */
export const Sparse: Story = {
  args: { aboutUs: aboutUsFixture({ image: { url: '', alt: '' }, employees: [] }), links: [] },
};
export const LongTexts: Story = {
  args: {
    aboutUs: aboutUsFixture({
      headline: 'Über uns – Auto Zentrum Zürich AG, Ihr Partner für Kia, Occasionen, Service und Carrosserie im Grossraum Zürich',
      paragraphs: Array.from(
        { length: 4 },
        () =>
          'Unser Team von 28 Personen kümmert sich um Verkauf, Service und Reparaturen – mit derselben Sorgfalt für jede Kundin und jeden Kunden.',
      ),
    }),
  },
};
