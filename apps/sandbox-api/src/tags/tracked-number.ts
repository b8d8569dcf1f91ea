/**
 * The call-tracking provider's numbers (GET /tags/call-tracking.js): one tracked number per dealer. Free of imports so
 * the site's e2e tests can compute the number they expect on a dealer page: `trackedNumberFor(100)`.
 */

/** A phone as the provider compares it: digits only ("+41 44 123 45 67" → "41441234567"). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** 7919 is prime and not 2 or 5: multiplying by it permutes the residues mod 10^6, so dealers below a million never share a number. */
const MULTIPLIER = 7_919;
const OFFSET = 204_871;
const NUMBERS = 1_000_000;

/**
 * "+41 44 5ab cd ef": a Zurich number whose six digits are derived from the dealer id alone, so it is the same after a
 * restart or another seed size (dealer ids are fixed: fixtures 100–130, generated dealers from 200 on).
 */
export function trackedNumberFor(dealerId: number): string {
  if (!Number.isSafeInteger(dealerId) || dealerId < 0) throw new RangeError(`Not a dealer id: ${dealerId}`);
  const digits = String((dealerId * MULTIPLIER + OFFSET) % NUMBERS).padStart(6, '0');
  return `+41 44 5${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
}

/** Dealer phone (digits) → tracked number; where dealers share a phone, the first one listed keeps it. */
export function trackedNumbersByPhone(dealers: Iterable<{ dealerId: number; phone: string }>): Record<string, string> {
  const numbers: Record<string, string> = {};
  for (const { dealerId, phone } of dealers) {
    const digits = phoneDigits(phone);
    if (digits && !(digits in numbers)) numbers[digits] = trackedNumberFor(dealerId);
  }
  return numbers;
}
