import { useEffect, useState } from 'react';

/** The value once it stopped changing for `ms` (e.g. SPEC §4: leasing inputs wait 250 ms; filter counts too). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
