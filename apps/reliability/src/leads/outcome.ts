import type { Typed } from './lead-forms';

/** How one submission ended for its visitor. */
export interface Outcome {
  path: 'browser' | 'no-js';
  form: string;
  email: string;
  /** the visitor saw the thanks step */
  acknowledged: boolean;
  /** presses of "send", the first one included */
  presses: number;
  /** what the visitor saw that breaks the contract (no message, values lost, another error) */
  violations: string[];
}

export function keptValuesViolation(kept: Typed, typed: Typed): string | undefined {
  const lost = Object.keys(typed).filter((name) => JSON.stringify(kept[name]) !== JSON.stringify(typed[name]));
  return lost.length ? `typed values not kept: ${lost.map((name) => `${name}=${JSON.stringify(kept[name])}`).join(', ')}` : undefined;
}
