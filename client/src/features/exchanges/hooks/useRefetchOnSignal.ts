import { useEffect, useRef } from 'react';

/**
 * Refetches quietly whenever `signal` changes after the first render — e.g. the notifications'
 * arrival counter, so that a request accepted or a session proposed by the other party shows up
 * on a list that is already on screen. Failures stay silent (spec §8: list loads fail silently).
 */
export function useRefetchOnSignal(signal: number | undefined, refetchers: ReadonlyArray<() => Promise<unknown>>): void {
  const seen = useRef(signal);
  const latest = useRef(refetchers);
  useEffect(() => {
    latest.current = refetchers;
  });
  useEffect(() => {
    if (signal === undefined || signal === seen.current) return;
    seen.current = signal;
    for (const refetch of latest.current) void refetch().catch(() => {});
  }, [signal]);
}
