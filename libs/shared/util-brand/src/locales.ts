// Zod-free, so the browser can import it without the brand schema (decision 0011).

// The list is the contracts' (a dealer's locales are part of SPEC §3), so the contracts need nothing of the brand.
export { LOCALES } from '@carweb/api-contracts/constants';
