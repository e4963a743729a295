import { useEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, followed with a ResizeObserver. Charts draw in real pixels
 * (viewBox = their width) so that their text keeps its size on a phone instead of shrinking with
 * a scaled drawing. Without ResizeObserver (old browsers, jsdom) the fallback width stays.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = (next: number) => {
      if (next > 0) setWidth((current) => (Math.abs(current - next) >= 1 ? Math.round(next) : current));
    };
    measure(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width] as const;
}
