// Zod-free, so the browser can import it without the brand schema (decision 0011).

export const LOCALES = ['de', 'fr', 'it', 'en', 'sl'] as const;
