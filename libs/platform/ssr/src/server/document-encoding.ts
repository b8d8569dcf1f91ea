import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type DocumentEncoding = 'br' | 'gzip';

/** The compression middleware's threshold: a smaller body goes out as it is. */
const THRESHOLD_BYTES = 1024;

/**
 * A rendered document is sent once, so it is compressed for speed (decision 0033): gzip level 3 takes less than
 * half the CPU of the default level 6 (≈ +9 % bytes on a vehicle list), brotli quality 3 about 60 % of the
 * middleware's quality 4 (≈ +4 %, still smaller than gzip 6). A cached page keeps its level-6 gzip: it is
 * compressed once and sent many times.
 */
const GZIP_OPTIONS = { level: 3, memLevel: 9 };
const BROTLI_QUALITY = 3;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The encoding the compression middleware would choose for a document, for the Accept-Encoding headers without
 * quality values that browsers send (`gzip, deflate, br, zstd`): every listed coding has q=1 and the middleware
 * prefers brotli, then gzip. Anything else (q-values, `*`, only deflate or identity, no header) and a HEAD request
 * give undefined: the middleware negotiates and compresses as before.
 */
export function documentEncoding(method: string, acceptEncoding: string | undefined): DocumentEncoding | undefined {
  if (method === 'HEAD' || !acceptEncoding || /[;*]/.test(acceptEncoding)) return undefined;
  const codings = acceptEncoding.split(',').map((coding) => coding.trim().toLowerCase());
  if (codings.includes('br')) return 'br';
  if (codings.includes('gzip')) return 'gzip';
  return undefined;
}

/** The document compressed in one piece (in the thread pool); undefined when it is below the threshold. */
export async function encodeDocument(html: string, encoding: DocumentEncoding): Promise<Buffer | undefined> {
  const body = Buffer.from(html);
  if (body.length < THRESHOLD_BYTES) return undefined;
  if (encoding === 'gzip') return gzipAsync(body, GZIP_OPTIONS);
  return brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
