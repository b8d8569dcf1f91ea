import type { ReactNode } from 'react';

/** Side-view silhouettes (viewBox 64×32) per body type code; unknown codes get the generic car. */
const OUTLINES: Record<string, string> = {
  small: 'M10 22 L12 15 L20 9 L38 9 L46 15 L52 17 L52 22 Z',
  hatchback: 'M6 22 L8 15 L18 8 L38 8 L46 15 L56 17 L56 22 Z',
  sedan: 'M4 22 L5 16 L16 15 L24 8 L40 8 L48 15 L59 16 L60 22 Z',
  wagon: 'M4 22 L5 15 L16 14 L22 8 L56 8 L58 15 L60 22 Z',
  suv: 'M4 23 L4 14 L14 13 L20 6 L50 6 L56 13 L60 14 L60 23 Z',
  coupe: 'M4 22 L6 16 L20 14 L30 9 L42 9 L52 15 L60 17 L60 22 Z',
  cabrio: 'M4 22 L6 15 L22 15 L26 11 L30 15 L58 15 L60 22 Z',
  van: 'M4 23 L4 8 L10 4 L56 4 L60 12 L60 23 Z',
  pickup: 'M4 23 L4 14 L10 13 L16 6 L30 6 L30 13 L60 13 L60 23 Z',
};
const GENERIC = OUTLINES['sedan'];

export function bodyIcon(code: string): ReactNode {
  return (
    <svg viewBox="0 0 64 32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" focusable="false">
      <path d={OUTLINES[code] ?? GENERIC} />
      <circle cx="17" cy="23" r="4" fill="currentColor" />
      <circle cx="47" cy="23" r="4" fill="currentColor" />
    </svg>
  );
}
