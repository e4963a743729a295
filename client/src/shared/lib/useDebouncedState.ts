import { useCallback, useEffect, useState } from 'react';

/**
 * A value edited at typing speed and its debounced copy, which trails it by `delay` ms.
 * `setNow` moves both at once (e.g. "Clear filters" should not wait for the debounce).
 */
export function useDebouncedState<T>(initial: T, delay: number) {
  const [value, setValue] = useState(initial);
  const [debounced, setDebounced] = useState(initial);

  useEffect(() => {
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, debounced, delay]);

  const setNow = useCallback((next: T) => {
    setValue(next);
    setDebounced(next);
  }, []);

  return [value, debounced, setValue, setNow] as const;
}
