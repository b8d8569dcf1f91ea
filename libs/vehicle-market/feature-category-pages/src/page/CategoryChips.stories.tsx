import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { PATHS, translationAnswer } from '../testing/story-answers';
import { CategoryChips } from './CategoryChips';

const route = (locale: 'de' | 'fr', url: string) => ({
  route: { url, handle: { pageType: 'vehicleListPage', locale }, outsideDealer: true },
});

/** The category's filter as labelled chips, each a link into the brand's vehicle list with that filter alone. */
const meta = {
  title: 'Vehicle market/Category pages/CategoryChips',
  component: CategoryChips,
  args: { filter: { fuel: ['electric'] } },
  parameters: route('de', '/de/kategorie/elektroautos'),
  beforeEach: ({ msw }) => msw.use(answer(PATHS.translation, translationAnswer)),
} satisfies Meta<typeof CategoryChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Electric: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Filter dieser Kategorie' });
    await expect(within(list).getByRole('link', { name: 'Treibstoff: Elektro' })).toHaveAttribute(
      'href',
      '/de/auto-finden?fuel[]=electric',
    );
  },
};
/** Codes of two filters, a tag and a range: one chip each, codes first. */
export const SeveralFilters: Story = {
  globals: { locale: 'de' },
  args: { filter: { body: ['suv'], drive: ['awd'], qualitytags: ['youngUsedProgramme'], seatsfrom: 7, priceto: 40000 } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Filter dieser Kategorie' });
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual([
      'Karosserie: SUV / Geländewagen',
      'Antrieb: Allrad',
      'Junge Occasion',
      "Preis bis CHF 40'000.–",
      'Sitze ab 7',
    ]);
    await expect(within(list).getByRole('link', { name: 'Sitze ab 7' })).toHaveAttribute('href', '/de/auto-finden?seatsfrom=7');
  },
};
/** Only a range: no translation call, the chip at once. */
export const SeatsOnly: Story = {
  globals: { locale: 'de' },
  args: { filter: { seatsfrom: 7 } },
  beforeEach: ({ msw }) => msw.use(outage(PATHS.translation)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sitze ab 7' })).toBeVisible();
  },
};
/** A code the core API has no label for (it answers the code itself): no chip for it, never the raw code. */
export const UnknownCode: Story = {
  globals: { locale: 'de' },
  args: { filter: { fuel: ['electric', 'hydrogen'] } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Filter dieser Kategorie' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).queryByText(/hydrogen/)).toBeNull();
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  args: { filter: { fuel: ['electric'], seatsfrom: 7 } },
  parameters: route('fr', '/fr/categorie/voitures-electriques'),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Filtres de cette catégorie' });
    await expect(within(list).getByRole('link', { name: 'Carburant : Électrique' })).toHaveAttribute(
      'href',
      '/fr/trouver-un-vehicule?fuel[]=electric',
    );
    await expect(within(list).getByRole('link', { name: '7 places ou plus' })).toBeVisible();
  },
};
/** The labels are optional: while they load, and when they failed, there are no chips. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(PATHS.translation)) };
export const TranslationOutage: Story = { beforeEach: ({ msw }) => msw.use(outage(PATHS.translation)) };
