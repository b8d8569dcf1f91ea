// Markup in every field, each with a marker of its own submission, and the check that no answer carries it raw.
export const MARK = 'FZMARK';

/** What a visitor might type to run script on the page (the marker names the submission). */
export const HOSTILE = [
  `<script>${MARK}()</script>`,
  `"><img src=x onerror=${MARK}()>`,
  `<svg onload=${MARK}()>`,
  `javascript:${MARK}()`,
  `'><iframe src=javascript:${MARK}()>`,
  `</textarea><script>${MARK}()</script>`,
];

/** The forms that would run if they came back unescaped: markup opened by the payload, a script URL as a link. */
export function reflectionOf(body: string, marker: string): string | null {
  const raw = [`<script>${marker}`, `<img src=x onerror=${marker}`, `<svg onload=${marker}`, `<iframe src=javascript:${marker}`];
  const found = raw.find((text) => body.includes(text));
  if (found) return `reflected unescaped: ${found}`;
  // an attribute of a tag the page opened (attribute by attribute: a quoted value is not a tag), a script URL as target
  const attributes = `(?:\\s+[^\\s"'>=/]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'>]+))?)*`;
  const link = new RegExp(
    `<[a-z][a-z0-9-]*${attributes}\\s+(?:href|src|action|formaction)\\s*=\\s*["']?\\s*javascript:${marker}`,
    'i',
  ).exec(body);
  return link ? `reflected as a link: ${link[0]}` : null;
}
