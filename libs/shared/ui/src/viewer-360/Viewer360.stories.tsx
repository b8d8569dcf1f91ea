import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { carPicture } from '../story-fixtures';
import { Viewer360 } from './Viewer360';

/** 12 generated frames, 30° apart: the car's colour shifts with the angle so a turn is visible. */
const frames = Array.from({ length: 12 }, (_, i) => `${carPicture(`hsl(${i * 30} 60% 40%)`, i % 6 === 0 ? 'front' : 'side')}#${i}`);

const meta = {
  title: 'Shared/Viewer360',
  component: Viewer360,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: {
    frames,
    label: '360°-Ansicht Kia Stonic in Rot',
    angleText: (angle: number) => `Ansicht ${angle}°`,
    hint: 'Ziehen, wischen oder Pfeiltasten zum Drehen',
    stills: <img src={carPicture('#b3121b', 'side')} alt="Kia Stonic in Rot: Seite" width={400} height={300} />,
    width: 400,
    height: 300,
  },
} satisfies Meta<typeof Viewer360>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The arrow keys turn it one frame (30°) at a time; Home goes back to 0°, End to the last frame. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = await canvas.findByRole('slider', { name: '360°-Ansicht Kia Stonic in Rot' });
    await expect(view).toHaveAttribute('aria-valuetext', 'Ansicht 0°');
    view.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(view).toHaveAttribute('aria-valuetext', 'Ansicht 60°');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(view).toHaveAttribute('aria-valuetext', 'Ansicht 330°');
    await userEvent.keyboard('{Home}');
    await expect(view).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A drag to the left turns it the other way round; a whole width is one turn. */
export const Drag: Story = {
  play: async ({ canvasElement }) => {
    const view = await within(canvasElement).findByRole('slider');
    const { left, width, top } = view.getBoundingClientRect();
    fireEvent.pointerDown(view, { clientX: left + width / 2, clientY: top + 10, pointerId: 1 });
    fireEvent.pointerMove(view, { clientX: left + width / 2 - width / 4, clientY: top + 10, pointerId: 1 });
    fireEvent.pointerUp(view, { pointerId: 1 });
    await expect(view).toHaveAttribute('aria-valuetext', 'Ansicht 90°');
  },
};

/** Without frames (the 360° pictures failed) the still views show. */
export const StillsOnly: Story = {
  args: { frames: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Kia Stonic in Rot: Seite' })).toBeVisible();
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};
