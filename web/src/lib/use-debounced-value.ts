import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (server searches run on a pause in typing, not every key). */
export function useDebouncedValue<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
