import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: a search typed letter by letter asks the
 * server once, when the typing pauses (docs/product.md §9: 500 ms), not once per key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
