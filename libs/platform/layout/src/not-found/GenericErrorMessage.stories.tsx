import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GenericErrorMessage } from './GenericErrorMessage';

/** The generic message of an outage (SPEC §8, decision 0015): load the page again, or back home. */
const meta = {
  title: 'Layout/GenericErrorMessage',
  component: GenericErrorMessage,
  args: { homeHref: '/de/haendlersuche' },
  // a page whose dealer is unknown (decision 0015): no dealer base, the way home is `homeHref`
  parameters: { route: { url: '/de/haendler/auto-zentrum-zuerich/auto-finden?fuel[]=electric', outsideDealer: true } },
} satisfies Meta<typeof GenericErrorMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec text; the same page again (with its query) and the way home. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/auto-finden?fuel[]=electric',
    );
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/haendlersuche');
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole('alert')).textContent).toMatch(/^Une erreur s'est produite/);
  },
};
export const Italian: Story = { globals: { locale: 'it' } };
