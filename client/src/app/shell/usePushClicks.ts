import { useEffect, useRef } from 'react';
import type { NotificationTarget } from '../../shared/lib/shellNavigation';
import { readStartParams } from '../startParams';

/**
 * What the service worker posts to an open window when its push is clicked (public/push-sw.js,
 * which spells the same type): the push's link. The window answers on the message's port, so the
 * worker knows the app took it and does not reload the window at that address instead.
 */
export const PUSH_CLICK_MESSAGE = 'energy-exchange:push-click';

/** The target a push link names (the start parameters it carries), or null for no view of ours. */
export function targetOfLink(link: string): NotificationTarget | null {
  const params = readStartParams(new URL(link, window.location.origin).search);
  return params.openView ? { view: params.openView, item: params.openItem } : null;
}

/**
 * In the signed-in shell: a push clicked while this window is open opens its target here, without
 * a reload (the member keeps whatever else they had on screen).
 */
export function usePushClicks(openTarget: (target: NotificationTarget) => void): void {
  const latest = useRef(openTarget);
  useEffect(() => {
    latest.current = openTarget;
  });
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== PUSH_CLICK_MESSAGE || typeof data.url !== 'string') return;
      const target = targetOfLink(data.url);
      if (!target) return;
      latest.current(target);
      event.ports[0]?.postMessage('opened');
    };
    container.addEventListener('message', onMessage);
    // Messages wait in the page until it says it listens (an `onmessage` would say so itself).
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, []);
}
