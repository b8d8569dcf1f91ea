/**
 * `…/check-in/{hash}`, as a page path and as the form service's call under /api: the segment is `check-in` in every
 * language (ROUTE_SEGMENTS.checkIn; personal-paths.test.ts holds them to it), written out so that every page's first
 * load does not build the pattern from the segment table.
 */
const CHECK_IN_HASH = /\/check-in\/[^/?#]+/gi;

/**
 * A path with the check-in's hash replaced by `:hash`: the hash alone opens a customer's name, car and plate, so it
 * is kept out of what others read (the request log, the tag manager's page views).
 */
export const withoutPersonalTokens = (path: string): string => path.replace(CHECK_IN_HASH, '/check-in/:hash');
