import { describe, expect, it } from 'vitest';
import { defineCatalog, isServedMessages, loadMessages, usedCatalogsView } from './catalog';

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

  it('serialize to one frozen object per list of catalogs read, the same for every render that read them', () => {
    const messages = { 'list.title': 'Fahrzeuge', 'detail.title': 'Fahrzeug', 'common.error': 'Fehler' };
    const read = (...ids: (keyof typeof messages)[]) => {
      const view = usedCatalogsView(messages, ['common']);
      for (const id of ids) void view[id];
      return (view as unknown as { toJSON(): object }).toJSON();
    };
    const first = read('list.title');
    expect(read('list.title')).toBe(first);
    expect(Object.isFrozen(first) && isServedMessages(first)).toBe(true);
    expect(read('detail.title')).not.toBe(first);
    expect(read('detail.title')).toEqual({ 'common.error': 'Fehler', 'detail.title': 'Fahrzeug' });
    expect(isServedMessages(messages)).toBe(false);
  });

  it('are merged once per list of catalogs and locale', async () => {
    const catalogs = [one('a', 'A'), one('b', 'B')];
    const first = await loadMessages(catalogs, 'de');
    expect(first).toEqual({ 'a.title': 'A', 'b.title': 'B' });
    expect(await loadMessages(catalogs, 'de')).toBe(first);
    expect(await loadMessages(catalogs, 'fr')).toEqual(first);
  });
});
