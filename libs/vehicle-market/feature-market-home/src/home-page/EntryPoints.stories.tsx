import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { KEYS, marketHome } from '../testing/story-answers';
import { EntryPoints } from './EntryPoints';

/** Into the list by body type or fuel, each with its count (core filter/search-criteria as recorded from the sandbox). */
const meta = {
  title: 'Vehicle market/Market home/EntryPoints',
  component: EntryPoints,
  args: { filter: 'body' },
  parameters: marketHome(),
  globals: { locale: 'de' },
} satisfies Meta<typeof EntryPoints>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByBody: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Nach Karosserie' });
    const [first] = within(section).getAllByRole('link');
    await expect(first).toHaveAttribute('href', expect.stringMatching(/^\/de\/auto-finden\?body\[\]=\w+$/));
    await expect(first).toHaveTextContent(/\d+ Fahrzeug/);
  },
};
export const ByFuel: Story = {
  args: { filter: 'fuel' },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Nach Treibstoff' });
    await expect(within(section).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/\?fuel\[\]=\w+$/));
  },
};
export const Italian: Story = { globals: { locale: 'it' }, parameters: marketHome('it') };
/** The search criteria failed: no entry points. */
export const Outage: Story = { beforeEach: ({ msw }) => msw.use(outage(KEYS.criteria)) };
