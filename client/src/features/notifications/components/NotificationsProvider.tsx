import { createContext, useContext, useState, type ReactNode } from 'react';
import type { SocketStatusStore } from '../../../shared/lib/socketStatus';
import { useLiveNotifications, type LiveNotifications } from '../hooks/useLiveNotifications';
import { notificationPollMs } from '../lib/pollInterval';
import type { ArrivalReads } from '../lib/arrivals';

const NotificationsContext = createContext<LiveNotifications | null>(null);

export interface NotificationsProviderProps {
  children: ReactNode;
  /** The fallback poll period; by default from notificationPollMs() (30 s unless configured). */
  pollMs?: number;
  /** The WebSocket's state; the app's shared store by default (tests pass their own). */
  socketStatus?: SocketStatusStore;
  /** Reads other features run when a notification changed their data (the app wires them). */
  reads?: ArrivalReads;
}

/** Used once in the signed-in app: one subscription and one poll for the bell and the view. */
export function NotificationsProvider({ children, pollMs, socketStatus, reads }: NotificationsProviderProps) {
  // Read once: the browser tests set window.__EE_NOTIFICATION_POLL_MS__ before the app loads.
  const [configuredPollMs] = useState(() => pollMs ?? notificationPollMs());
  const value = useLiveNotifications({ pollMs: pollMs ?? configuredPollMs, socketStatus, reads });
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): LiveNotifications {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return value;
}
