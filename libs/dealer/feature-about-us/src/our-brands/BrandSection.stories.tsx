import type { Meta, StoryObj } from '@storybook/react-vite';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import type { BrandPage } from '@carweb/api-contracts';
import { brandPageFixture } from '../testing/about-us.fixtures';
import { BrandSection } from './BrandSection';

type Args = { brandPage: BrandPage; withMarket: boolean };

const marketHref = (make: string, modelId?: number) =>
  `/de/auto-zentrum-zuerich/auto-finden?make=${encodeURIComponent(make)}${modelId ? `&model[]=${modelId}` : ''}`;

/** One brand of the dealer (our brands page): logo, headline, introduction, highlights, models with prices from. */
const meta = {
  title: 'Dealer/AboutUs/BrandSection',
  args: { brandPage: brandPageFixture(), withMarket: true },
  parameters: {
    route: {
      url: '/de/haendler/auto-zentrum-zuerich/ueber-uns',
      handle: { pageType: 'ourBrandsPage', robots: INDEX_FOLLOW, area: 'dealer', trackingGroup: 'about_us' },
    },
  },
  render: ({ brandPage, withMarket }) => <BrandSection brandPage={brandPage} marketHref={withMarket ? marketHref : undefined} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each model links to the dealer's vehicle market filtered by it, and a link to all of the brand's vehicles. */
export const WithVehicleMarket: Story = {};
/** A dealer without vehicle market: the models are not links. */
export const WithoutVehicleMarket: Story = { args: { withMarket: false } };
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    brandPage: brandPageFixture({
      headline: 'L’univers Kia',
      introText: 'Découvrez les modèles actuels de Kia chez votre concessionnaire en Suisse.',
    }),
  },
};
/** No highlights and no models: only the introduction. */
export const NoModels: Story = { args: { brandPage: { ...brandPageFixture(), highlights: [], models: [] } } };
export const LongTexts: Story = {
  args: {
    brandPage: {
      ...brandPageFixture({
        headline: 'Die Welt von Kia: Elektromobilität, Hybridantriebe und sieben Jahre Werksgarantie',
        introText: 'Entdecken Sie die aktuellen Modelle von Kia bei Ihrem Händler in der Schweiz. '.repeat(5),
      }),
      highlights: [
        { title: 'Garantie', text: 'Sieben Jahre oder 150 000 km Werksgarantie, je nachdem, was zuerst eintritt.' },
        { title: 'Elektromobilität', text: 'Vom Kleinwagen bis zum siebensitzigen SUV vollelektrisch.' },
      ],
    },
  },
};
