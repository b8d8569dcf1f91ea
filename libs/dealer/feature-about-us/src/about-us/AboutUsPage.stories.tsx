import type { Meta, StoryObj } from '@storybook/react-vite';
import { aboutUsRoute, subDealerAboutUsRoute } from '../routes/about-us-route';
import { aboutUsFixture } from '../testing/about-us.fixtures';
import { AboutUsPageStory, aboutUsStoryLoaders, type AboutUsStoryArgs } from '../testing/story-harness';
import AboutUsPage from './AboutUsPage';

type Args = AboutUsStoryArgs & { subDealerSlug?: string };

const meta = {
  title: 'Dealer/AboutUsPage',
  component: AboutUsPage,
  args: { locale: 'de', messages: {} },
  loaders: aboutUsStoryLoaders,
  render: ({ subDealerSlug, ...args }, { loaded }) => (
    <AboutUsPageStory
      {...args}
      messages={loaded['messages']}
      route={subDealerSlug ? subDealerAboutUsRoute : aboutUsRoute}
      params={subDealerSlug ? { subDealerSlug } : {}}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const FRENCH = aboutUsFixture({
  headline: 'À propos de nous – Auto Zentrum Zürich AG',
  paragraphs: [
    'Fondé en 2010, Auto Zentrum Zürich AG est votre partenaire Kia à Zürich.',
    "Notre équipe de 28 personnes s'occupe de la vente, du service et des réparations – avec le même soin pour chaque client.",
  ],
});

/** {base}/ueber-uns: the story, the people by department, contact and the week's opening hours; links to our brands and the locations. */
export const Dealer: Story = {};
export const French: Story = { args: { locale: 'fr', answers: [['/about-us?', FRENCH]] } };
/** {base}/standorte/{slug}/ueber-uns: a location's about us, linked back to the location and to the dealer's about us. */
export const SubDealer: Story = { args: { subDealerSlug: 'auto-zentrum-zuerich-oerlikon' } };
/** The dealer has no about us of its own: the location's page does not link to it. */
export const SubDealerWithoutDealerAboutUs: Story = {
  args: { subDealerSlug: 'auto-zentrum-zuerich-oerlikon', answers: [['/about-us?', 404]] },
};
/** Nobody is listed: the page says how to reach the location instead. */
export const NoContactPersons: Story = { args: { answers: [['/about-us?', aboutUsFixture({ employees: [] })]] } };
export const LongTexts: Story = {
  args: {
    answers: [
      [
        '/about-us?',
        aboutUsFixture({
          headline: 'Über uns – Garage und Carrosserie Auto Zentrum Zürich-Altstetten und Umgebung AG',
          paragraphs: Array.from({ length: 4 }, () => aboutUsFixture().paragraphs.join(' ')),
          employees: aboutUsFixture().employees.map((person) => ({
            ...person,
            name: `${person.name}-Oberholzer von Wattenwyl`,
            position: `${person.position} und stellvertretende Leitung Kundendienst Region Nord`,
            email: `${person.email.split('@')[0]}.oberholzer-von-wattenwyl@auto-zentrum-zuerich-altstetten.ch`,
          })),
        }),
      ],
    ],
  },
};
/** The dealer service fails: the spec's generic message (503 on the server), never a redirect. */
export const Outage: Story = { args: { answers: [['/about-us', 500]] } };
