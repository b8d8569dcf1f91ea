import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { testBrand } from '@carweb/shared-testing';
import { BrandLogo } from './BrandLogo';

/** The brand's mark as its config draws it (SVG path data), 32 px high; its accessible name is the brand's name. */
const meta = {
  title: 'Layout/BrandLogo',
  component: BrandLogo,
  args: { brand: testBrand },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round mark (40 × 40, as opel, citroën or suzuki draw theirs): as wide as high. */
export const Square: Story = {
  args: {
    brand: {
      displayName: 'Kia',
      logo: { viewBox: '0 0 40 40', shapes: [{ d: 'M2 20a18 18 0 1 0 36 0a18 18 0 1 0 -36 0Z', fill: '#05141f' }] },
    },
  },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Kia' });
    await expect(logo).toHaveAttribute('width', '32');
    await expect(logo).toHaveAttribute('height', '32');
  },
};

/** A wide mark of outlined shapes keeps its proportions: 64 × 32 becomes 64 px wide. */
export const WideOutlined: Story = {
  args: {
    brand: {
      displayName: 'Auto Zentrum Zürich',
      logo: {
        viewBox: '0 0 64 32',
        shapes: [
          { d: 'M3 16a29 13 0 1 0 58 0a29 13 0 1 0 -58 0Z', fill: 'none', stroke: '#05141f', strokeWidth: 2.5 },
          { d: 'M20 22L32 10L44 22', fill: 'none', stroke: '#bb162b', strokeWidth: 2.5 },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Auto Zentrum Zürich' })).toHaveAttribute('width', '64');
  },
};
