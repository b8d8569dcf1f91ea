import { describe, expect, it } from 'vitest';
import { defineCatalog, loadMessages, usedCatalogsView } from './catalog';

const one = (namespace: string, text: string) =>
  defineCatalog(namespace, {
    de: async () => ({ default: { title: text } }),
    fr: async () => ({ default: {} }),
    it: async () => ({ default: {} }),
    en: async () => ({ default: {} }),
    sl: async () => ({ default: {} }),
  }).catalog;

describe('the messages of a page', () => {
  it('serialize only the catalogs a render read, and those that always come along', () => {
    const messages = { 'list.title': 'Fahrzeuge', 'list.more': 'Mehr', 'detail.title': 'Fahrzeug', 'common.error': 'Fehler' };
    const view = usedCatalogsView(messages, ['common']);
    expect(view['list.title']).toBe('Fahrzeuge');
    expect(JSON.parse(JSON.stringify(view))).toEqual({ 'list.title': 'Fahrzeuge', 'list.more': 'Mehr', 'common.error': 'Fehler' });
    // nothing read: only what always comes along
    expect(JSON.parse(JSON.stringify(usedCatalogsView(messages)))).toEqual({});
  });

  it('are merged once per list of catalogs and locale', async () => {
    const catalogs = [one('a', 'A'), one('b', 'B')];
    const first = await loadMessages(catalogs, 'de');
    expect(first).toEqual({ 'a.title': 'A', 'b.title': 'B' });
    expect(await loadMessages(catalogs, 'de')).toBe(first);
    expect(await loadMessages(catalogs, 'fr')).toEqual(first);
  });
});
