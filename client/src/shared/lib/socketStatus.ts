import { useSyncExternalStore } from 'react';

/**
 * The state of the GraphQL WebSocket (graphql-ws): `idle` before anything subscribed,
 * `connecting` while (re)connecting, `connected` once the server acknowledged, `closed` when it
 * dropped (graphql-ws then retries by itself). app/apollo.ts writes it; features read it to
 * know whether live updates arrive or they must poll.
 */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'closed';

// Function-valued fields, not methods: useSyncExternalStore calls them detached from the store.
export interface SocketStatusStore {
  get: () => SocketStatus;
  set: (status: SocketStatus) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createSocketStatusStore(initial: SocketStatus = 'idle'): SocketStatusStore {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next) {
      if (next === status) return;
      status = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one socket (see createApolloClient). */
export const socketStatus = createSocketStatusStore();

export function useSocketStatus(store: SocketStatusStore = socketStatus): SocketStatus {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
