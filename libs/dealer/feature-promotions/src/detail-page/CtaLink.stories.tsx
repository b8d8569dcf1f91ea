import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ResolvedLink } from '@carweb/platform-layout';
import { PromotionStory, promotionStoryLoaders, type PromotionStoryArgs } from '../stories/story-harness';
import { CtaLink } from './CtaLink';

type Args = PromotionStoryArgs & { link: ResolvedLink; text: string };

/** A promotion's call to action: a page of the site, an anchor on the page, or another site in a new window. */
const meta = {
  title: 'Dealer/Promotions/CtaLink',
  args: { locale: 'de', messages: {}, link: { href: '/de/auto-zentrum-zuerich/kontakt', external: false }, text: 'Kontakt aufnehmen' },
  loaders: promotionStoryLoaders,
  render: ({ locale, link, text }, { loaded }) => (
    <PromotionStory
      locale={locale}
      messages={loaded['messages']}
      element={<CtaLink link={link}>{text}</CtaLink>}
      pageType="promotionDetailPage"
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideTheSite: Story = {};
/** Down to the promotion's vehicles on the same page. */
export const Anchor: Story = { args: { link: { href: '#promotion-vehicles', external: false }, text: 'Angebote entdecken' } };
export const External: Story = {
  args: { link: { href: 'https://www.kia.ch/de/modelle/ev3', external: true }, text: 'Zum Kia EV3 auf kia.ch' },
};
export const LongText: Story = {
  args: { text: 'Jetzt unverbindlich eine Probefahrt mit dem neuen Kia EV3 an einem unserer drei Standorte vereinbaren' },
};
