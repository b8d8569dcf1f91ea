import { ROUTE_SEGMENTS } from './route-segments';

const checkInSegments = [...new Set(Object.values(ROUTE_SEGMENTS.checkIn))].map((segment) => segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
/** `…/check-in/{hash}`, as a page path (every language's segment) and as the form service's call under /api. */
const CHECK_IN_HASH = new RegExp(`/(${checkInSegments.join('|')})/[^/?#]+`, 'gi');

/**
 * A path with the check-in's hash replaced by `:hash`: the hash alone opens a customer's name, car and plate, so it
 * is kept out of what others read (the request log, the tag manager's page views).
 */
export const withoutPersonalTokens = (path: string): string => path.replace(CHECK_IN_HASH, '/$1/:hash');
