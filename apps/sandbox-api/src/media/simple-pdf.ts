/** Characters outside Latin-1 that WinAnsi has (the PDF is written byte per character): CHF's '.–', Slovenian names. */
const WIN_ANSI: Record<string, string> = { '–': '\x96', '’': '\x92', š: '\x9a', ž: '\x9e', Š: '\x8a', Ž: '\x8e' };

/** A one-page PDF with text lines (Helvetica, WinAnsi), enough for the configuration summary link. */
export function simplePdf(lines: string[]): Buffer {
  const escape = (text: string) =>
    text
      .replace(/[\\()]/g, (c) => `\\${c}`)
      .replace(/[–’šžŠŽ]/g, (c) => WIN_ANSI[c])
      .replace(/[^\x20-\xff]/g, '?');
  const content = [
    'BT',
    '/F1 12 Tf',
    '14 TL',
    '56 780 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${escape(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
