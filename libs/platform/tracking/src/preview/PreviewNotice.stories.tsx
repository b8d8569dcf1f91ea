import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PreviewNoticeView } from './PreviewNoticeView';

/** The editor's preview (decision 0038): a notice over the page while unpublished content is shown. */
const meta = {
  title: 'Tracking/PreviewNotice',
  component: PreviewNoticeView,
  args: { cookiesBlocked: false },
} satisfies Meta<typeof PreviewNoticeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('complementary', { name: 'Vorschau' });
    await waitFor(() => expect(notice).toHaveTextContent('unveröffentlichte'));
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** The browser keeps no cookies in the editing frame: the next link leaves the preview. */
export const CookiesBlocked: Story = { args: { cookiesBlocked: true } };
