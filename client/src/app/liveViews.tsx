import { useEffect, useRef } from 'react';
import { ExchangeRequestsView, type ExchangeRequestsViewProps } from '../features/exchanges/components/ExchangeRequestsView';
import { useNotifications } from '../features/notifications/components/NotificationsProvider';
import { SessionsView } from '../features/sessions/components/SessionsView';
import { TestimonialsView } from '../features/testimonials/components/TestimonialsView';
import { useRefreshUser } from './useRefreshUser';

/*
 * The exchange screens kept current by the notifications (inside NotificationsProvider): what the
 * other party does (accept, decline, propose or complete a session, write a testimonial) arrives
 * as a notification, and the lists on screen reload then.
 */

export function LiveExchangeRequestsView(props: Omit<ExchangeRequestsViewProps, 'refreshSignal'>) {
  const { arrivals } = useNotifications();
  return <ExchangeRequestsView {...props} refreshSignal={arrivals} />;
}

export function LiveSessionsView() {
  const { arrivals } = useNotifications();
  return <SessionsView refreshSignal={arrivals} />;
}

export function LiveTestimonialsView() {
  const { arrivals } = useNotifications();
  return <TestimonialsView refreshSignal={arrivals} />;
}

/**
 * The other party's actions move this member's EP too (a declined request releases the hold, a
 * completed exchange pays the coach): reload the header's balance when a notification arrives.
 */
export function RefreshBalanceOnArrivals() {
  const { arrivals } = useNotifications();
  const refreshUser = useRefreshUser();
  const seen = useRef(arrivals);
  useEffect(() => {
    if (arrivals === seen.current) return;
    seen.current = arrivals;
    void refreshUser();
  }, [arrivals, refreshUser]);
  return null;
}
