import { createContext, useCallback, useContext, useEffect, useRef, type RefObject } from 'react';

/** Screens of the signed-in shell a feature may send the member to (the shell's view ids). */
export type ShellDestination =
  | 'discover'
  | 'coaches'
  | 'sessions'
  | 'requests'
  | 'testimonials'
  | 'referrals'
  | 'profile'
  | 'notifications'
  | 'matches';

/** The coach whose services Discover lists (the coach profile's View All Services). */
export interface DiscoverCoach {
  id: string;
  fullName: string;
}

/**
 * What a view opens by itself when asked: a request (its card brought into view, its thread open),
 * a question's thread or a group session's thread.
 */
export interface ItemToOpen {
  kind: 'request' | 'question' | 'groupSession';
  id: string;
}

/** Where a notification leads: the view that shows it, and the item in it when it is about one. */
export interface NotificationTarget {
  view: ShellDestination;
  item: ItemToOpen | null;
}

/**
 * What an empty list can offer as its next step ("Browse services", "Publish your first
 * service"): the shell owns the views and the Settings modal, features only ask for them.
 */
export interface ShellNavigation {
  openView: (destination: ShellDestination) => void;
  /** Opens Settings › My Services with the new-service form. */
  publishService: () => void;
  /** Opens Discover showing only `coach`'s services. */
  showCoachServices: (coach: DiscoverCoach) => void;
  /** The coach Discover is filtered by, until cleared or Discover is opened from the menu. */
  discoverCoach: DiscoverCoach | null;
  clearDiscoverCoach: () => void;
}

/** Null outside the shell (visitor pages, a component rendered alone): offer no such step there. */
export const ShellNavigationContext = createContext<ShellNavigation | null>(null);

export function useShellNavigation(): ShellNavigation | null {
  return useContext(ShellNavigationContext);
}

/**
 * The one way a notification's target is opened (a push's click, a click in the bell or the
 * Notifications view): the shell switches to its view and holds the item until the card or row that
 * shows it opens it (`useOpenWhenAsked`).
 */
export interface NotificationTargets {
  openTarget: (target: NotificationTarget) => void;
  /**
   * Opens what a notification's link (its `url`, the same as its push's) names, as `openTarget`.
   * Answers false, opening nothing, for a link of no view of ours and for a notification whose only
   * place is the Notifications view itself.
   */
  openLink: (url: string) => boolean;
  /** The item asked for and not opened yet; any other way into a view forgets it. */
  itemToOpen: ItemToOpen | null;
  /** The item was opened: it is not opened again. */
  itemOpened: () => void;
}

/** Null outside the shell: nothing is ever asked to open. */
export const NotificationTargetsContext = createContext<NotificationTargets | null>(null);

/** Opens a notification's link in the shell (`NotificationTargets.openLink`); outside it, nothing is opened. */
export function useOpenNotificationLink(): (url: string) => boolean {
  const targets = useContext(NotificationTargetsContext);
  return useCallback((url: string) => targets?.openLink(url) ?? false, [targets]);
}

/** The item a notification's click asked for and not opened yet, if any. */
export function useItemToOpen(): ItemToOpen | null {
  return useContext(NotificationTargetsContext)?.itemToOpen ?? null;
}

/**
 * For a card or row that shows `item`: when the shell was asked to open it (a notification's
 * target), as soon as it is on screen its control (`control`: the button that opens it) is brought
 * into view and focused — so closing what it opens returns there — and `open` runs, once; the item
 * counts as opened. `item` null: this one never opens by itself.
 */
export function useOpenWhenAsked(
  item: ItemToOpen | null,
  control: RefObject<HTMLElement | null>,
  open: () => void,
): void {
  const targets = useContext(NotificationTargetsContext);
  const asked = targets?.itemToOpen;
  // The very request of the shell: the same item asked again later is a new object, and opens again.
  const askedNow = item && asked && asked.kind === item.kind && asked.id === item.id ? asked : null;
  const latest = useRef({ open, itemOpened: targets?.itemOpened });
  useEffect(() => {
    latest.current = { open, itemOpened: targets?.itemOpened };
  });
  useEffect(() => {
    if (!askedNow) return;
    latest.current.itemOpened?.();
    control.current?.scrollIntoView?.({ block: 'center' });
    control.current?.focus();
    latest.current.open();
  }, [askedNow, control]);
}
