/** Stable JSON: the same payload gives the same text whatever the order its keys were set in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * One idempotency key per lead: a hash of the form and its payload. A double click, a network retry
 * or "back" and send again carry the same key, and the form service stores the lead once; pages
 * can be cached for every visitor, so the key cannot come with the page.
 */
export async function idempotencyKeyFor(path: string, payload: unknown): Promise<string> {
  return digestOf(new TextEncoder().encode(`${path}\n${canonical(payload)}`));
}

/**
 * What stands for an attached document in the key: its content, not the id its upload got — a second
 * upload of the same file gets another id, and the lead must still be one (double click, retry).
 */
export async function documentFingerprint(file: Blob): Promise<string> {
  return digestOf(new Uint8Array(await file.arrayBuffer()));
}

async function digestOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  // SubtleCrypto exists on https and localhost; a plain-http preview host falls back to FNV-1a
  if (!globalThis.crypto?.subtle) return fnv1a(bytes);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function fnv1a(bytes: Uint8Array): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of bytes) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  return `fnv-${hash.toString(16)}`;
}
