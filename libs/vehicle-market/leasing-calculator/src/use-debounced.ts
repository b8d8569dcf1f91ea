import { useEffect, useState } from 'react';

/** The value once it stopped changing for `ms` (SPEC §4: leasing data change is debounced by 250 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
