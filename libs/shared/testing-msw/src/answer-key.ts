/**
 * The browser reaches every backend service through the brand server's proxy at `/api/<service>/…`
 * (`proxiedBackendAddresses()` of @carweb/api-http, a data-access library this testing library may not import).
 */
export const API_PREFIX = '/api';

/**
 * The key of a recorded sandbox answer: service and path below `/api`, without the query and without the core API's
 * market prefix `{locale}/{wholesaler}/{country}/{platform}` (the language is the `locale` query parameter of every call);
 * numeric ids read `:id`, so a story's other dealer or vehicle gets the recorded one's answer.
 */
export function answerKey(servicePath: string): string {
  const [service = '', ...rest] = servicePath.replace(/^\/+/, '').split('/');
  const path = service === 'core' ? rest.slice(4) : rest;
  return [service, ...path.map((segment) => (/^\d+$/.test(segment) ? ':id' : segment))].join('/');
}
