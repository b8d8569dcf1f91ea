import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { testDealer } from '@carweb/shared-testing';
import { PromotionStory, promotionStoryLoaders, type PromotionStoryArgs } from '../stories/story-harness';
import { DealerContactBox } from './DealerContactBox';

type Args = PromotionStoryArgs & ComponentProps<typeof DealerContactBox>;

const dealer = testDealer();

/** Beside a promotion: the dealer's address, phone and e-mail. */
const meta = {
  title: 'Dealer/Promotions/DealerContactBox',
  args: { locale: 'de', messages: {}, dealer, title: dealer.name },
  loaders: promotionStoryLoaders,
  render: ({ locale, dealer, title }, { loaded }) => (
    <PromotionStory
      locale={locale}
      messages={loaded['messages']}
      element={
        <div style={{ maxWidth: 360 }}>
          <DealerContactBox dealer={dealer} title={title} />
        </div>
      }
      pageType="promotionDetailPage"
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sales promotion: the dealer's name is the heading, not repeated in the address. */
export const SalesPromotion: Story = {};
/** A service promotion: "your service partner" heads the box, the name goes into the address. */
export const ServicePromotion: Story = { args: { title: 'Ihr Servicepartner' } };
export const French: Story = { args: { locale: 'fr', title: 'Votre partenaire de service' } };
export const LongTexts: Story = {
  args: {
    dealer: testDealer({
      name: 'Garage und Carrosserie Gebrüder Müller-Hasenfratz AG, Filiale Winterthur-Oberwinterthur',
      street: 'Frauenfelderstrasse 120 (Einfahrt über Industriestrasse)',
      email: 'kundendienst.winterthur-oberwinterthur@garage-mueller-hasenfratz.ch',
    }),
  },
};
