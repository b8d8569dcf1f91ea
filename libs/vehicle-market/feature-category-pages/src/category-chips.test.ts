import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@carweb/shared-util-i18n';
import { categoryChips, categoryTranslationConfiguration } from './category-chips';
import { categoryPagesCatalog } from './messages';

const intlOf = async (locale: 'de' | 'fr' | 'it') =>
  createIntl({ locale: `${locale}-CH`, messages: await loadMessages([categoryPagesCatalog], locale) });
const de = await intlOf('de');

/** Labels as the core API gives them for the sandbox's category pages. */
const LABELS = {
  fuel: { electric: 'Elektro', hybrid: 'Vollhybrid' },
  body: { suv: 'SUV' },
  qualitytags: { youngUsedProgramme: 'Junge Occasion' },
};
const labels = (filter: Record<string, unknown>, translations: Record<string, Record<string, string>> = LABELS, intl = de) =>
  categoryChips(filter, translations, intl).map((chip) => chip.label);

describe('the translation call’s configuration', () => {
  it('is the category’s codes by filter name, as the list reads them', () => {
    expect(categoryTranslationConfiguration({ fuel: ['electric'] })).toEqual({ fuel: ['electric'] });
    expect(categoryTranslationConfiguration({ body: ['suv'], fuel: ['electric', 'hybrid'], seatsfrom: 7 })).toEqual({
      fuel: ['electric', 'hybrid'],
      body: ['suv'],
    });
  });

  it('leaves out what the list drops or the page does not name (unknown keys, models, dealers)', () => {
    expect(categoryTranslationConfiguration({ fuel: ['electric'], colour: ['red'], model: ['kia-ev6'], dealerId: [12] })).toEqual({
      fuel: ['electric'],
    });
  });

  it('is null for a category without codes: an empty configuration would ask for every code', () => {
    expect(categoryTranslationConfiguration({ seatsfrom: 7 })).toBeNull();
    expect(categoryTranslationConfiguration({})).toBeNull();
  });
});

describe('the category’s filter as chips', () => {
  it('names each code’s filter before its label, one chip per code', () => {
    expect(labels({ fuel: ['electric'] })).toEqual(['Treibstoff: Elektro']);
    expect(labels({ body: ['suv'], fuel: ['electric', 'hybrid'] })).toEqual([
      'Treibstoff: Elektro',
      'Treibstoff: Vollhybrid',
      'Karosserie: SUV',
    ]);
  });

  it('writes a tag’s label alone (it says what it is)', () => {
    expect(labels({ qualitytags: ['youngUsedProgramme'] })).toEqual(['Junge Occasion']);
  });

  it('shows nothing for a code without a label, never the raw code', () => {
    expect(labels({ fuel: ['electric', 'hydrogen'] })).toEqual(['Treibstoff: Elektro']);
    // a backend that knows no label answers the code itself
    expect(labels({ fuel: ['hydrogen'] }, { fuel: { hydrogen: 'hydrogen' } })).toEqual([]);
    expect(labels({ fuel: ['electric'] }, { fuel: { electric: '  ' } })).toEqual([]);
    expect(labels({ drive: ['awd'] }, {})).toEqual([]);
  });

  it('writes range filters with the library’s messages, numbers in the Swiss format', () => {
    expect(labels({ seatsfrom: 7 }, {})).toEqual(['Sitze ab 7']);
    expect(labels({ priceto: 30000, kmto: 20000, yearfrom: 2022 }, {})).toEqual([
      "Preis bis CHF 30'000.–",
      'Jahrgang ab 2022',
      "Kilometerstand bis 20'000 km",
    ]);
    expect(labels({ seatsfrom: 0, lat: 47.4, lon: 8.5, radius: 20, sort: 'price_asc' }, {})).toEqual([]);
  });

  it('codes first, then ranges, each with the filter it stands for alone (its link into the list)', () => {
    expect(categoryChips({ seatsfrom: 7, fuel: ['electric', 'hybrid'] }, LABELS, de)).toEqual([
      { key: 'fuel:electric', label: 'Treibstoff: Elektro', filter: { fuel: ['electric'] } },
      { key: 'fuel:hybrid', label: 'Treibstoff: Vollhybrid', filter: { fuel: ['hybrid'] } },
      { key: 'seatsfrom', label: 'Sitze ab 7', filter: { seatsfrom: 7 } },
    ]);
  });

  it('in the page’s language', async () => {
    const fr = await intlOf('fr');
    expect(labels({ fuel: ['electric'], seatsfrom: 7, priceto: 30000 }, { fuel: { electric: 'Électrique' } }, fr)).toEqual([
      'Carburant : Électrique',
      "Prix jusqu’à 30'000.– CHF",
      '7 places ou plus',
    ]);
    const italian = await intlOf('it');
    expect(labels({ body: ['suv'], seatsfrom: 7 }, { body: { suv: 'SUV / Fuoristrada' } }, italian)).toEqual([
      'Carrozzeria: SUV / Fuoristrada',
      'Almeno 7 posti',
    ]);
  });
});
