import type { Meta, StoryObj } from '@storybook/react-vite';
import { carPicture } from '../story-fixtures';
import { PageBuilderBlocks } from './PageBuilderBlocks';

const meta = {
  title: 'Shared/PageBuilderBlocks',
  component: PageBuilderBlocks,
  args: {
    heroHeadingLevel: 1,
    resolveLink: (link: string) => (link.startsWith('http') ? { href: link, external: true } : { href: `#${link}`, external: false }),
    blocks: [
      { id: 'hero', component: 'Hero', options: { headline: 'Reifenwechsel zum Fixpreis', image: carPicture('#2c3e50') } },
      {
        id: 'text',
        component: 'Text',
        options: {
          text: '<p>Räderwechsel in 30 Minuten, <strong>inklusive Einlagerung</strong> im Reifenhotel.</p><ul><li>Achsvermessung</li><li>Profilkontrolle</li></ul>',
        },
      },
      { id: 'cta', component: 'Button', options: { text: 'Termin vereinbaren', link: 'appointment' } },
    ],
  },
} satisfies Meta<typeof PageBuilderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServicePage: Story = {};
export const HeroAsSectionHeading: Story = { args: { heroHeadingLevel: 2 } };
export const TextOnly: Story = {
  args: { blocks: [{ id: 'text', component: 'Text', options: { text: '<p>Nur ein Absatz aus dem Page Builder.</p>' } }] },
};
export const HostileText: Story = {
  args: {
    blocks: [
      {
        id: 'xss',
        component: 'Text',
        options: { text: '<p>Sichtbar</p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">Link</a>' },
      },
    ],
  },
};
export const Empty: Story = { args: { blocks: [] } };
