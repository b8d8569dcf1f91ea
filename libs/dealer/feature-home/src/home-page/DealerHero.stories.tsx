import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Dealer, DealerHomepage } from '@carweb/api-contracts';
import { changedAnswer } from '@carweb/shared-testing-msw';
import { DealerHero } from './DealerHero';

const WEEK: Dealer['openingHours'] = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
  { weekday, opens: '07:30', closes: '12:00' },
  { weekday, opens: '13:30', closes: '18:30' },
]);
const dealer = (change: Partial<Dealer> = {}) =>
  changedAnswer<Dealer>('dealer/dealer-slug/auto-zentrum-zuerich', (recorded) => ({ ...recorded, openingHours: WEEK, ...change }));
const homepage = (locale = 'de', change: Partial<DealerHomepage> = {}) =>
  changedAnswer<DealerHomepage>('dealer/:id/dealer/homepage', (recorded) => ({ ...recorded, ...change }), locale);

/** The top of the dealer home: name, welcome, phone call-to-action, address, today's hours and rating. */
const meta = {
  title: 'Dealer/Home/DealerHero',
  component: DealerHero,
  parameters: { route: {} },
  args: { dealer: dealer(), homepage: homepage() },
} satisfies Meta<typeof DealerHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open every day in this story, so today's hours always show. */
export const OpenToday: Story = {};
export const French: Story = { globals: { locale: 'fr' }, args: { homepage: homepage('fr') } };
export const Italian: Story = { globals: { locale: 'it' }, args: { homepage: homepage('it') } };
/** The home page texts are still loading (or failed): name and contact only. */
export const WithoutHomepageTexts: Story = { args: { homepage: undefined } };
/** No opening hours, no rating. */
export const ClosedNoRating: Story = { args: { dealer: dealer({ openingHours: [], rating: null }) } };
export const LongTexts: Story = {
  args: {
    dealer: dealer({
      name: 'Garage und Carrosserie Gebrüder Müller-Hasenfratz AG, Winterthur-Oberwinterthur',
      street: 'Frauenfelderstrasse 120 (Einfahrt über Industriestrasse)',
    }),
    homepage: homepage('de', {
      headline: 'Willkommen bei Garage und Carrosserie Gebrüder Müller-Hasenfratz AG',
      introText:
        'Ihr Kia-Partner in Winterthur: Neuwagen, Occasionen, Carrosserie- und Lackarbeiten, Reifenhotel und ein Service, auf den Sie zählen können. '.repeat(
          2,
        ),
    }),
  },
};
