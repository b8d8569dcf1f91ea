import { describe, expect, it, vi } from 'vitest';
import { defineCatalog, loadMessages } from './catalog';

const { catalog, messages } = defineCatalog('demo', {
  de: async () => ({ default: { hello: 'Hallo', bye: 'Tschüss' } }),
  fr: async () => ({ default: { hello: 'Bonjour', bye: 'Au revoir' } }),
  it: async () => ({ default: { hello: 'Ciao', bye: 'Arrivederci' } }),
  en: async () => ({ default: { hello: 'Hello', bye: 'Bye' } }),
  sl: async () => ({ default: { hello: 'Živjo' } }),
});

describe('catalogs', () => {
  it('gives typed message ids without bundling the texts', () => {
    expect(messages.hello).toEqual({ id: 'demo.hello' });
    expect(messages.hello).toBe(messages.hello);
    // @ts-expect-error a key the German catalog lacks is a type error
    expect(messages.nope).toEqual({ id: 'demo.nope' });
  });

  it('loads and prefixes the messages of one locale', async () => {
    expect(await catalog.load('de')).toEqual({ 'demo.hello': 'Hallo', 'demo.bye': 'Tschüss' });
    expect(await loadMessages([catalog], 'fr')).toEqual({ 'demo.hello': 'Bonjour', 'demo.bye': 'Au revoir' });
  });

  it('falls back to German, key by key, where a language lacks a text', async () => {
    expect(await catalog.load('sl')).toEqual({ 'demo.hello': 'Živjo', 'demo.bye': 'Tschüss' });
  });

  it('reads a locale once, and again after a failed load', async () => {
    const de = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: { hello: 'Hallo' } });
    const other = async () => ({ default: {} });
    const { catalog: once } = defineCatalog('once', { de, fr: other, it: other, en: other, sl: other });
    await expect(once.load('de')).rejects.toThrow('chunk failed');
    expect(await once.load('de')).toEqual({ 'once.hello': 'Hallo' });
    expect(await once.load('de')).toBe(await once.load('de'));
    expect(de).toHaveBeenCalledTimes(2);
  });
});
