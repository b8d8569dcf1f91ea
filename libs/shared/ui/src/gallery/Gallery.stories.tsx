import type { Meta, StoryObj } from '@storybook/react-vite';
import { carPicture } from '../story-fixtures';
import { Gallery } from './Gallery';

const images = ['side', 'front', 'side'].map((view, i) => ({
  src: `${carPicture(i === 2 ? '#1f4e9c' : '#c0392b', view)}#${i}`,
  alt: `Kia Sportage, Ansicht ${i + 1}`,
}));

const meta = {
  title: 'Shared/Gallery',
  component: Gallery,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: {
    label: 'Bilder Kia Sportage',
    images,
    previousLabel: 'Vorheriges Bild',
    nextLabel: 'Nächstes Bild',
    positionLabel: (i: number, t: number) => `Bild ${i} von ${t}`,
    thumbnailLabel: (i: number) => `Bild ${i} zeigen`,
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralImages: Story = {};
export const OneImage: Story = { args: { images: images.slice(0, 1) } };
/** Without images the gallery renders nothing. */
export const Empty: Story = { args: { images: [] } };
