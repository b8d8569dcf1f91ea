/**
 * The browser reaches every backend service through the brand server's proxy at `/api/<service>/…`
 * (`proxiedBackendAddresses()` of @carweb/api-http, a data-access library this testing library may not import).
 */
export const API_PREFIX = '/api';

/**
 * The key of a recorded sandbox answer: service and path below `/api`, without the query and without the core API's
 * market prefix `{locale}/{wholesaler}/{country}/{platform}` (the language is the `locale` query parameter of every call);
 * numeric ids read `:id`, so a story's other dealer or vehicle gets the recorded one's answer. A GraphQL call
 * (`?query=`) adds its root field: `content/graphql#multileaseNavigation`.
 */
export function answerKey(servicePath: string, query?: URLSearchParams): string {
  const [service = '', ...rest] = servicePath.replace(/^\/+/, '').split('/');
  const path = service === 'core' ? rest.slice(4) : rest;
  const key = [service, ...path.map((segment) => (/^\d+$/.test(segment) ? ':id' : segment))].join('/');
  const field = /\{\s*(\w+)/.exec(query?.get('query') ?? '')?.[1];
  return field ? `${key}#${field}` : key;
}
