import { describe, expect, it } from 'vitest';
import { defineCatalog, loadMessages } from './catalog';

const { catalog, messages } = defineCatalog(
  'demo',
  { hello: 'Hallo' },
  {
    fr: async () => ({ default: { hello: 'Bonjour' } }),
    it: async () => ({ default: { hello: 'Ciao' } }),
    en: async () => ({ default: { hello: 'Hello' } }),
    sl: async () => ({ default: { hello: 'Živjo' } }),
  },
);

describe('catalogs', () => {
  it('gives typed descriptors with the German default', () => {
    expect(messages.hello).toEqual({ id: 'demo.hello', defaultMessage: 'Hallo' });
  });

  it('loads and prefixes the messages of one locale', async () => {
    expect(await catalog.load('de')).toEqual({ 'demo.hello': 'Hallo' });
    expect(await loadMessages([catalog], 'fr')).toEqual({ 'demo.hello': 'Bonjour' });
  });
});
