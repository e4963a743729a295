import { lazy } from 'react';
import type { ViewId } from './shell/views';

/**
 * Each signed-in view is a chunk of its own, with its GraphQL documents (vite.config.ts,
 * graphqlDocumentModules): a member opening Browse Coaches downloads and runs the shell and
 * Browse Coaches, not every other view as well. The build reads this map (vite.config.ts,
 * memberPreloads) to list each view's files in public/session-check.js, which preloads the view the
 * tab will open beside the shell, so the split costs no extra round trip. Keep one
 * `view: () => import('…')` per line.
 */
export const VIEW_MODULES = {
  discover: () => import('../features/needs/components/DiscoverTabs'),
  coaches: () => import('../features/coaches/components/CoachesView'),
  profile: () => import('../features/profile/components/ProfileView'),
  notifications: () => import('../features/notifications/components/NotificationsView'),
  requests: () => import('../features/exchanges/components/ExchangeRequestsView'),
  sessions: () => import('../features/sessions/components/SessionsView'),
  testimonials: () => import('../features/testimonials/components/TestimonialsView'),
  matches: () => import('../features/matches/components/ForYouView'),
} satisfies Partial<Record<ViewId, () => Promise<unknown>>>;

export const DiscoverTabs = lazy(() => VIEW_MODULES.discover().then((m) => ({ default: m.DiscoverTabs })));
export const CoachesView = lazy(() => VIEW_MODULES.coaches().then((m) => ({ default: m.CoachesView })));
export const ProfileView = lazy(() => VIEW_MODULES.profile().then((m) => ({ default: m.ProfileView })));
export const NotificationsView = lazy(() =>
  VIEW_MODULES.notifications().then((m) => ({ default: m.NotificationsView })),
);
export const ExchangeRequestsView = lazy(() =>
  VIEW_MODULES.requests().then((m) => ({ default: m.ExchangeRequestsView })),
);
export const SessionsView = lazy(() => VIEW_MODULES.sessions().then((m) => ({ default: m.SessionsView })));
export const TestimonialsView = lazy(() => VIEW_MODULES.testimonials().then((m) => ({ default: m.TestimonialsView })));
export const ForYouView = lazy(() => VIEW_MODULES.matches().then((m) => ({ default: m.ForYouView })));
