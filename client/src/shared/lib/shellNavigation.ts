import { createContext, useContext } from 'react';

/** Screens of the signed-in shell a feature may send the member to (the shell's view ids). */
export type ShellDestination =
  'discover' | 'coaches' | 'sessions' | 'requests' | 'testimonials' | 'referrals' | 'profile' | 'notifications';

/** The coach whose services Discover lists (the coach profile's View All Services). */
export interface DiscoverCoach {
  id: string;
  fullName: string;
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
