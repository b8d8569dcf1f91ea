export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

/**
 * A small multipart/form-data reader for the sandbox (uploads, form-data POSTs). It reads a body
 * already buffered by express.raw(); fine for sandbox sizes, not a streaming parser.
 */
export function parseMultipart(body: Buffer, contentType: string): MultipartPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) throw new Error('multipart boundary missing');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = chunk.subarray(0, headerEnd).toString('utf8');
      const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const name = /(?:^|[;\s])name="([^"]*)"/i.exec(disposition);
      const filename = /(?:^|[;\s])filename="([^"]*)"/i.exec(disposition);
      const type = /content-type: *([^\r\n]+)/i.exec(headers);
      if (name) {
        parts.push({
          name: name[1],
          filename: filename ? filename[1] : null,
          contentType: type ? type[1].trim() : null,
          data: chunk.subarray(headerEnd + 4),
        });
      }
    }
    start = next;
  }
  return parts;
}

/** Text fields of a multipart body as a plain object (files left out). */
export function multipartFields(parts: MultipartPart[]): Record<string, string> {
  return Object.fromEntries(parts.filter((p) => p.filename === null).map((p) => [p.name, p.data.toString('utf8')]));
}
