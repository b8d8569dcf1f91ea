import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyModelPage } from '../testing/story-answers';
import { ModelHighlights } from './ModelHighlights';

/** The model page's highlights: picture, title and text. */
const meta = {
  title: 'Configurator/Models/ModelHighlights',
  component: ModelHighlights,
  args: { highlights: storyModelPage().highlights },
} satisfies Meta<typeof ModelHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const French: Story = { globals: { locale: 'fr' }, args: { highlights: storyModelPage('fr').highlights } };
export const LongTexts: Story = {
  args: {
    highlights: storyModelPage().highlights.map((highlight) => ({
      ...highlight,
      title: `${highlight.title} mit besonders langem Titel`,
      text: `${highlight.text} `.repeat(5),
    })),
  },
};
/** A model page without highlights: no section. */
export const Empty: Story = { args: { highlights: [] } };
