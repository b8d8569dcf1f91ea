import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Dealer, DealerHomepage } from '@carweb/api-contracts';
import { testDealer } from '@carweb/shared-testing';
import { HomeStory, homeStoryLoaders, type HomeStoryArgs } from './story-harness';
import { DealerHero } from './DealerHero';

type Args = HomeStoryArgs & { dealer: Dealer; homepage?: DealerHomepage };

const WEEK: Dealer['openingHours'] = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
  { weekday, opens: '07:30', closes: '12:00' },
  { weekday, opens: '13:30', closes: '18:30' },
]);

const homepage = (headline: string, introText: string): DealerHomepage => ({
  dealerId: 100,
  headline,
  introText,
  topServices: [],
  aboutUsTeaser: null,
});

/** The top of the dealer home: name, welcome, phone call-to-action, address, today's hours and rating. */
const meta = {
  title: 'Dealer/Home/DealerHero',
  args: {
    locale: 'de',
    messages: {},
    dealer: testDealer({ openingHours: WEEK }),
    homepage: homepage(
      'Willkommen bei Auto Zentrum Zürich AG',
      'Ihr Kia-Partner in Zürich: Neuwagen, Occasionen und ein Service, auf den Sie zählen können.',
    ),
  },
  loaders: homeStoryLoaders,
  render: ({ locale, dealer, homepage }, { loaded }) => (
    <HomeStory locale={locale} messages={loaded['messages']} element={<DealerHero dealer={dealer} homepage={homepage} />} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open every day in this story, so today's hours always show. */
export const OpenToday: Story = {};
export const French: Story = {
  args: {
    locale: 'fr',
    homepage: homepage(
      'Bienvenue chez Auto Zentrum Zürich AG',
      'Votre partenaire Kia à Zurich : véhicules neufs, occasions et un service sur lequel vous pouvez compter.',
    ),
  },
};
export const Italian: Story = {
  args: {
    locale: 'it',
    homepage: homepage(
      'Benvenuti da Auto Zentrum Zürich AG',
      'Il vostro partner Kia a Zurigo: auto nuove, occasioni e un servizio su cui contare.',
    ),
  },
};
/** The home page texts are still loading (or failed): name and contact only. */
export const WithoutHomepageTexts: Story = { args: { homepage: undefined } };
/** No opening hours, no rating. */
export const ClosedNoRating: Story = { args: { dealer: testDealer({ openingHours: [], rating: null }) } };
export const LongTexts: Story = {
  args: {
    dealer: testDealer({
      name: 'Garage und Carrosserie Gebrüder Müller-Hasenfratz AG, Winterthur-Oberwinterthur',
      street: 'Frauenfelderstrasse 120 (Einfahrt über Industriestrasse)',
      openingHours: WEEK,
    }),
    homepage: homepage(
      'Willkommen bei Garage und Carrosserie Gebrüder Müller-Hasenfratz AG',
      'Ihr Kia-Partner in Winterthur: Neuwagen, Occasionen, Carrosserie- und Lackarbeiten, Reifenhotel und ein Service, auf den Sie zählen können. '.repeat(
        2,
      ),
    ),
  },
};
