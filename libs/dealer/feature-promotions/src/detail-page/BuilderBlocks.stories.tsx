import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionStory, promotionStoryLoaders, type PromotionStoryArgs } from '../stories/story-harness';
import { BuilderBlocks } from './BuilderBlocks';
import type { PromotionBlock } from './builder-blocks';

type Args = PromotionStoryArgs & { blocks: PromotionBlock[] };

const BLOCKS: PromotionBlock[] = [
  { id: 'hero', kind: 'hero', headline: 'Winterräder geschenkt – nur diesen Monat', image: null },
  {
    id: 'text',
    kind: 'text',
    html: '<p>Zu jedem <strong>Neuwagen</strong> ein Satz Winterkompletträder im Wert von bis zu CHF 2000.–.</p>',
  },
  {
    id: 'image',
    kind: 'image',
    src: '/api/core/media/banners/promotion-free-winter-wheels.svg?text=Winterr%C3%A4der',
    alt: 'Kia Sportage mit Winterkompletträdern im Schnee',
  },
  { id: 'button', kind: 'button', text: 'Kontakt aufnehmen', href: '/de/auto-zentrum-zuerich/kontakt', external: false },
];

/** A promotion's page-builder blocks below its hero: headline, sanitized rich text, image and button. */
const meta = {
  title: 'Dealer/Promotions/BuilderBlocks',
  args: { locale: 'de', messages: {}, blocks: BLOCKS },
  loaders: promotionStoryLoaders,
  render: ({ locale, blocks }, { loaded }) => (
    <PromotionStory
      locale={locale}
      messages={loaded['messages']}
      element={<BuilderBlocks blocks={blocks} />}
      pageType="promotionDetailPage"
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllBlocks: Story = {};
export const Empty: Story = { args: { blocks: [] } };
export const ExternalButton: Story = {
  args: {
    blocks: [
      { id: 'text', kind: 'text', html: '<p>Alle Details zur Aktion finden Sie auf der Seite des Importeurs.</p>' },
      { id: 'button', kind: 'button', text: 'Zur Aktion auf kia.ch', href: 'https://www.kia.ch/de/aktionen', external: true },
    ],
  },
};
/** Hostile rich text renders inert. */
export const HostileText: Story = {
  args: {
    blocks: [
      {
        id: 'text',
        kind: 'text',
        html: '<p onclick="alert(1)">Sichtbarer Text</p><script>alert(2)</script><a href="javascript:alert(3)">Link ohne Ziel</a>',
      },
    ],
  },
};
