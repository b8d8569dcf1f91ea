/** Lower case without accents, with hyphens, dashes and dots as spaces: "Zürich" ~ "zurich", "Biel/Bienne" ~ "biel bienne". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[-–—/.,'’()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
