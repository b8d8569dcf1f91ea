import type { z } from 'zod';
import type * as Contracts from '@carweb/api-contracts';

type ContractModule = typeof Contracts;

/** Names of the zod schemas the contracts library exports. */
export type ContractName = {
  [K in keyof ContractModule]: ContractModule[K] extends z.ZodType ? K : never;
}[keyof ContractModule];

/** A schema, or a loader of one: API operations name their contract lazily (decision 0011). */
export type SchemaSource<T extends z.ZodTypeAny = z.ZodTypeAny> = T | (() => Promise<T>);

const loadContracts = () => import('@carweb/api-contracts');

/** Fetches zod and the contracts ahead of a call the visitor is about to make (a filter tick, decision 0032). */
export const preloadContracts = (): Promise<unknown> => loadContracts();

/**
 * The contract `name`, loaded on first use. The browser fetches zod and the contracts only when it
 * calls an API itself; the first page arrives parsed by the server (decision 0011).
 */
export function contract<K extends ContractName>(name: K): () => Promise<ContractModule[K]> {
  return () => loadContracts().then((contracts) => contracts[name]);
}

function wrapped<K extends ContractName, W extends z.ZodTypeAny>(
  name: K,
  wrap: (schema: ContractModule[K], contracts: ContractModule) => W,
) {
  let schema: Promise<W> | undefined;
  return () => (schema ??= loadContracts().then((contracts) => wrap(contracts[name], contracts)));
}

/** A list of the contract `name` (GraphQL fields that answer arrays). */
export function contractList<K extends ContractName>(name: K): () => Promise<z.ZodArray<ContractModule[K]>> {
  return wrapped(name, (schema, contracts) => contracts.listOf(schema) as z.ZodArray<ContractModule[K]>);
}

/** The contract `name` or null (GraphQL fields that may be empty). */
export function contractNullable<K extends ContractName>(name: K): () => Promise<z.ZodNullable<ContractModule[K]>> {
  return wrapped(name, (schema, contracts) => contracts.nullableOf(schema) as z.ZodNullable<ContractModule[K]>);
}

/** Resolves a schema source and parses `data` with it. */
export async function parseWith<T extends z.ZodTypeAny>(source: SchemaSource<T>, data: unknown): Promise<z.infer<T>> {
  const schema = typeof source === 'function' ? await source() : source;
  return schema.parse(data);
}
