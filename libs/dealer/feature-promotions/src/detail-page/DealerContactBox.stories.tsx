import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Dealer } from '@carweb/api-contracts';
import { changedAnswer } from '@carweb/shared-testing-msw';
import { DealerContactBox } from './DealerContactBox';

const dealer = (change: Partial<Dealer> = {}) =>
  changedAnswer<Dealer>('dealer/dealer-slug/auto-zentrum-zuerich', (recorded) => ({ ...recorded, ...change }));

/** Beside a promotion: the dealer's address, phone and e-mail. */
const meta = {
  title: 'Dealer/Promotions/DealerContactBox',
  component: DealerContactBox,
  args: { dealer: dealer(), title: dealer().name },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof DealerContactBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sales promotion: the dealer's name is the heading, not repeated in the address. */
export const SalesPromotion: Story = {};
/** A service promotion: "your service partner" heads the box, the name goes into the address. */
export const ServicePromotion: Story = { args: { title: 'Ihr Servicepartner' } };
export const French: Story = { globals: { locale: 'fr' }, args: { title: 'Votre partenaire de service' } };
export const LongTexts: Story = {
  args: {
    dealer: dealer({
      name: 'Garage und Carrosserie Gebrüder Müller-Hasenfratz AG, Filiale Winterthur-Oberwinterthur',
      street: 'Frauenfelderstrasse 120 (Einfahrt über Industriestrasse)',
      email: 'kundendienst.winterthur-oberwinterthur@garage-mueller-hasenfratz.ch',
    }),
  },
};
