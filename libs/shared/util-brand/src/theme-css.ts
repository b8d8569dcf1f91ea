// Zod-free, so the browser can import it without the brand schema (decision 0011).

/** Theme tokens as CSS custom properties: `primaryColor` → `--primary-color:…;`. */
export function themeToCssVariables(theme: Readonly<Record<string, string>>): string {
  const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return Object.entries(theme)
    .map(([key, value]) => `--${kebab(key)}:${value};`)
    .join('');
}
