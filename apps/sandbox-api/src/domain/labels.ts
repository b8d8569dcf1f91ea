import type { Locale } from '@carweb/shared-util-brand';

export type Labels = Record<Locale, string>;

/** A text in every locale; Slovenian falls back to English where no translation exists. */
export function labels(de: string, fr: string, it: string, en: string, sl = en): Labels {
  return { de, fr, it, en, sl };
}

export interface Option {
  id: string;
  label: Labels;
}

export const option = (id: string, ...texts: [string, string, string, string, string?]): Option => ({
  id,
  label: labels(...texts),
});

export function labelOf(options: readonly Option[], id: string, locale: Locale): string {
  return options.find((o) => o.id === id)?.label[locale] ?? id;
}
