import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, within } from 'storybook/test';
import { defineCatalog } from '@carweb/shared-util-i18n';
import { CatalogTexts } from './CatalogTexts';

const texts = (notice: string) => async () => ({ default: { notice } });
const { catalog, messages } = defineCatalog('story-part', {
  de: texts('Diese Texte kommen mit dem Teil, nicht mit der Seite.'),
  fr: texts('Ces textes arrivent avec la partie, pas avec la page.'),
  it: texts('Questi testi arrivano con la parte, non con la pagina.'),
  en: texts('These texts come with the part, not with the page.'),
  sl: texts('Ta besedila pridejo z delom, ne s stranjo.'),
});

/** A part shown only in the browser with texts of its own catalog (the preview notice, the saved searches). */
const meta = {
  title: 'Shared/CatalogTexts',
  component: CatalogTexts,
  args: {
    catalog,
    onFailure: fn(),
    children: (
      <p>
        <FormattedMessage {...messages.notice} />
      </p>
    ),
  },
} satisfies Meta<typeof CatalogTexts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Diese Texte kommen mit dem Teil, nicht mit der Seite.')).toBeVisible();
  },
};
export const French: Story = { globals: { locale: 'fr' } };
