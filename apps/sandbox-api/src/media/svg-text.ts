/** Text in SVG markup: the five XML specials as character references. */
export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
