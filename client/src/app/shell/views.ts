import { defineMessage, type MessageDescriptor } from 'react-intl';
import type { IconName } from '../../shared/ui';
import type { ShellDestination } from '../../shared/lib/shellNavigation';

/** Sidebar entries of the signed-in shell: every screen a feature may send the member to, and the admins' dashboard. */
export type ViewId = ShellDestination | 'admin';

export interface ViewDefinition {
  id: ViewId;
  /** The menu entry and the view's heading, a catalog message (docs/i18n.md). */
  label: MessageDescriptor;
  icon: IconName;
  /** What the view is for; shown in its empty state until the view is built. */
  summary: MessageDescriptor;
  /** The EP a menu entry promises (Refer & Earn's +5 EP), shown as a tag beside it. */
  tagPoints?: number;
  /** Opens a modal instead of replacing the main area. */
  opensModal?: boolean;
  adminOnly?: boolean;
  /** Reached from elsewhere (the notifications dropdown), not listed in the sidebar. */
  hiddenFromMenu?: boolean;
}

export const VIEWS: readonly ViewDefinition[] = [
  {
    id: 'discover',
    label: defineMessage({ id: 'shell.view.discover.label', defaultMessage: 'Discover Services' }),
    icon: 'compass',
    summary: defineMessage({
      id: 'shell.view.discover.summary',
      defaultMessage: 'Search services by category and cost, and request the ones you need.',
    }),
  },
  {
    id: 'coaches',
    label: defineMessage({ id: 'shell.view.coaches.label', defaultMessage: 'Browse Coaches' }),
    icon: 'users',
    summary: defineMessage({
      id: 'shell.view.coaches.summary',
      defaultMessage: 'Find coaches and creators by skill and see what they offer.',
    }),
  },
  {
    id: 'sessions',
    label: defineMessage({ id: 'shell.view.sessions.label', defaultMessage: 'My Sessions' }),
    icon: 'calendar',
    summary: defineMessage({
      id: 'shell.view.sessions.summary',
      defaultMessage: 'Your upcoming and completed sessions with other members.',
    }),
  },
  {
    id: 'requests',
    label: defineMessage({ id: 'shell.view.requests.label', defaultMessage: 'Exchange Requests' }),
    icon: 'swap',
    summary: defineMessage({
      id: 'shell.view.requests.summary',
      defaultMessage: 'Requests you received and sent, and their status.',
    }),
  },
  {
    id: 'testimonials',
    label: defineMessage({ id: 'shell.view.testimonials.label', defaultMessage: 'Testimonials' }),
    icon: 'star',
    summary: defineMessage({
      id: 'shell.view.testimonials.summary',
      defaultMessage: 'Testimonials you received and gave. Each one you give earns 1 EP.',
    }),
  },
  {
    id: 'referrals',
    label: defineMessage({ id: 'shell.view.referrals.label', defaultMessage: 'Refer & Earn' }),
    icon: 'gift',
    tagPoints: 5,
    opensModal: true,
    summary: defineMessage({
      id: 'shell.view.referrals.summary',
      defaultMessage: 'Share your referral link and earn 5 EP for every completed referral.',
    }),
  },
  {
    id: 'profile',
    label: defineMessage({ id: 'shell.view.profile.label', defaultMessage: 'My Profile' }),
    icon: 'user',
    summary: defineMessage({
      id: 'shell.view.profile.summary',
      defaultMessage: 'Your profile, picture, skills and password.',
    }),
  },
  {
    id: 'admin',
    label: defineMessage({ id: 'shell.view.admin.label', defaultMessage: 'Admin Dashboard' }),
    icon: 'shield',
    adminOnly: true,
    summary: defineMessage({
      id: 'shell.view.admin.summary',
      defaultMessage: 'Analytics, members, import and export, and admin management.',
    }),
  },
  {
    id: 'notifications',
    label: defineMessage({ id: 'shell.view.notifications.label', defaultMessage: 'Notifications' }),
    icon: 'bell',
    hiddenFromMenu: true,
    summary: defineMessage({
      id: 'shell.view.notifications.summary',
      defaultMessage: 'Everything that happened on your exchanges.',
    }),
  },
  {
    id: 'matches',
    label: defineMessage({ id: 'shell.view.matches.label', defaultMessage: 'For you' }),
    icon: 'sparkles',
    summary: defineMessage({
      id: 'shell.view.matches.summary',
      defaultMessage: 'Swaps, services that fit your needs and needs you can help with.',
    }),
  },
];

export function viewById(id: ViewId): ViewDefinition {
  return VIEWS.find((view) => view.id === id) ?? VIEWS[0];
}
