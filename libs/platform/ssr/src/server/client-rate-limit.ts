interface Bucket {
  tokens: number;
  at: number;
}

/** A token bucket: `capacity` at once, refilled by `capacity` per `perMs`. */
export class TokenBucket {
  private readonly bucket: Bucket;
  constructor(
    private readonly capacity: number,
    private readonly perMs: number,
    now = Date.now(),
  ) {
    this.bucket = { tokens: capacity, at: now };
  }

  take(now = Date.now()): boolean {
    return takeFrom(this.bucket, this.capacity, this.perMs, now);
  }
}

function takeFrom(bucket: Bucket, capacity: number, perMs: number, now: number): boolean {
  if (now > bucket.at) {
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) * capacity) / perMs);
    bucket.at = now;
  }
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

export interface ClientRateLimitOptions {
  /** requests a client may send at once, and per `perMs` */
  capacity: number;
  perMs: number;
  /** clients remembered; the one heard from longest ago is forgotten first */
  maxClients: number;
}

/**
 * A token bucket per client in a bounded map (least recently heard from forgotten first: a flooding client stays
 * remembered, a forgotten one starts with a full bucket again, which only the global bucket then bounds).
 */
export class ClientRateLimit {
  private readonly clients = new Map<string, Bucket>();
  constructor(private readonly options: ClientRateLimitOptions) {}

  take(client: string, now = Date.now()): boolean {
    const { capacity, perMs, maxClients } = this.options;
    let bucket = this.clients.get(client);
    if (bucket) {
      this.clients.delete(client);
    } else {
      bucket = { tokens: capacity, at: now };
      if (this.clients.size >= maxClients) {
        const oldest = this.clients.keys().next();
        if (!oldest.done) this.clients.delete(oldest.value);
      }
    }
    this.clients.set(client, bucket);
    return takeFrom(bucket, capacity, perMs, now);
  }

  /** Milliseconds until the client has a token again (0: it has one now): a refused client's `Retry-After`. */
  msUntilToken(client: string, now = Date.now()): number {
    const bucket = this.clients.get(client);
    if (!bucket) return 0;
    const { capacity, perMs } = this.options;
    const tokens = Math.min(capacity, bucket.tokens + (Math.max(0, now - bucket.at) * capacity) / perMs);
    // less a rounding error of the refill's division, which would add a millisecond
    return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) * perMs) / capacity - 1e-6);
  }

  get size(): number {
    return this.clients.size;
  }
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The rate limit's client: an IPv4 address as it is, an IPv6 address by its /64 network (one household or device gets
 * a whole /64, so a single address would let it switch without end).
 */
export function clientKeyOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0] ?? ip;
  if (!address.includes(':')) return address;
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? before : [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16));
  if (network.length < 4 || network.some((group) => !Number.isInteger(group) || group < 0 || group > 0xffff)) return address;
  return `${network.map((group) => group.toString(16)).join(':')}::/64`;
}
