import type { Meta, StoryObj } from '@storybook/react-vite';
import { ourBrandsRoute } from '../routes/our-brands-route';
import { aboutUsDealer, brandPageFixture } from '../testing/about-us.fixtures';
import { AboutUsPageStory, aboutUsStoryLoaders, type AboutUsStoryArgs } from '../testing/story-harness';
import OurBrandsPage from './OurBrandsPage';

const meta = {
  title: 'Dealer/OurBrandsPage',
  component: OurBrandsPage,
  args: { locale: 'de', messages: {} },
  loaders: aboutUsStoryLoaders,
  render: (args, { loaded }) => <AboutUsPageStory {...args} messages={loaded['messages']} route={ourBrandsRoute} />,
} satisfies Meta<AboutUsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const CITROEN = brandPageFixture({
  brand: 'citroen',
  name: 'Citroën',
  headline: 'Die Welt von Citroën',
  introText: 'Entdecken Sie die aktuellen Modelle von Citroën bei Ihrem Händler in der Schweiz.',
  logo: '/api/core/media/banners/logo-citroen.svg?text=Citro%C3%ABn',
});

/** {base}/ueber-uns/markenseiten: the dealer's brand with highlights and models, linked into its vehicle market. */
export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };
/** A multi-brand dealer: one section per brand page. */
export const SeveralBrands: Story = {
  args: {
    answers: [
      ['/dealer-slug/', aboutUsDealer({ brandsPages: ['kia', 'citroen'] })],
      ['/brand-world/page/citroen', CITROEN],
    ],
  },
};
/** A service dealer without cars has no vehicle market: the models are not links. */
export const WithoutVehicleMarket: Story = {
  args: { answers: [['/dealer-slug/', aboutUsDealer({ type: 'service', hasCars: false })]] },
};
/** The model service fails: the spec's generic message (503 on the server). */
export const Outage: Story = { args: { answers: [['/brand-world/page/kia', 500]] } };
