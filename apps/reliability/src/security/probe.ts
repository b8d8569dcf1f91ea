// What a security probe is: one finding replayed against one way in (a replica directly, or the edge in front).

export interface Target {
  name: 'direct' | 'edge';
  url: string;
}

export interface SuiteContext {
  /** the configured public origin of the replicas (PUBLIC_ORIGIN) */
  origin: string;
  sandbox: string;
  /** the sandbox's SQLite file (its stored leads) */
  sandboxDb: string;
  /** the JSON log lines of every replica so far */
  replicaLogs(): string;
  /** a replica of its own whose retained memory can be read */
  measuredReplica(): Promise<MeasuredReplica>;
  /** pages nobody has asked for yet: the first request of a probe reaches an empty cache */
  freshPath(): string;
}

export interface MeasuredReplica {
  url: string;
  /** heap used and external memory right after a full garbage collection */
  retainedBytes(): Promise<number>;
  stop(): Promise<void>;
}

export interface Probe {
  /** the finding, as the review named it */
  finding: string;
  /** null: refused or harmless; else what an attacker got */
  run(target: Target, context: SuiteContext): Promise<string | null>;
}

/** Each probe speaks for a visitor address of its own (a loopback client may name one to a replica, as the edge does). */
let visitor = 0;
export function visitorHeaders(target: Target): Record<string, string> {
  visitor += 1;
  return target.name === 'direct' ? { 'x-forwarded-for': `198.51.100.${visitor % 250}` } : {};
}
