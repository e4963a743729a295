import type { IconName } from '../../shared/ui';

/** Sidebar entries of the signed-in shell, in menu order. */
export type ViewId =
  | 'discover'
  | 'coaches'
  | 'sessions'
  | 'requests'
  | 'testimonials'
  | 'referrals'
  | 'profile'
  | 'admin'
  | 'notifications'
  | 'matches';

export interface ViewDefinition {
  id: ViewId;
  label: string;
  icon: IconName;
  /** What the view is for; shown in its empty state until the view is built. */
  summary: string;
  tag?: string;
  /** Opens a modal instead of replacing the main area. */
  opensModal?: boolean;
  adminOnly?: boolean;
  /** Reached from elsewhere (the notifications dropdown), not listed in the sidebar. */
  hiddenFromMenu?: boolean;
}

export const VIEWS: readonly ViewDefinition[] = [
  {
    id: 'discover',
    label: 'Discover Services',
    icon: 'compass',
    summary: 'Search services by category and cost, and request the ones you need.',
  },
  {
    id: 'coaches',
    label: 'Browse Coaches',
    icon: 'users',
    summary: 'Find coaches and creators by skill and see what they offer.',
  },
  {
    id: 'sessions',
    label: 'My Sessions',
    icon: 'calendar',
    summary: 'Your upcoming and completed sessions with other members.',
  },
  {
    id: 'requests',
    label: 'Exchange Requests',
    icon: 'swap',
    summary: 'Requests you received and sent, and their status.',
  },
  {
    id: 'testimonials',
    label: 'Testimonials',
    icon: 'star',
    summary: 'Testimonials you received and gave. Each one you give earns 1 EP.',
  },
  {
    id: 'referrals',
    label: 'Refer & Earn',
    icon: 'gift',
    tag: '+5 EP',
    opensModal: true,
    summary: 'Share your referral link and earn 5 EP for every completed referral.',
  },
  { id: 'profile', label: 'My Profile', icon: 'user', summary: 'Your profile, picture, skills and password.' },
  {
    id: 'admin',
    label: 'Admin Dashboard',
    icon: 'shield',
    adminOnly: true,
    summary: 'Analytics, members, import and export, and admin management.',
  },
  {
    id: 'notifications',
    label: 'Notifications',
    icon: 'bell',
    hiddenFromMenu: true,
    summary: 'Everything that happened on your exchanges.',
  },
  {
    id: 'matches',
    label: 'For you',
    icon: 'sparkles',
    summary: 'Swaps, services that fit your needs and needs you can help with.',
  },
];

export function viewById(id: ViewId): ViewDefinition {
  return VIEWS.find((view) => view.id === id) ?? VIEWS[0];
}
