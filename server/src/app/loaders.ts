import DataLoader from 'dataloader';
import { currentLocale } from '../common/i18n/index.js';
import type { Services } from './services.js';
import { Profile, ContactVisibility } from '../modules/profiles/index.js';
import { User } from '../modules/identity/index.js';
import type { ServiceRecord } from '../modules/catalogue/index.js';
import type { TestimonialView, RequestForViewer } from '../modules/exchanges/index.js';
import type { DisputeView } from '../modules/disputes/index.js';
import { reliabilityFrom, type Reliability } from '../modules/reliability/index.js';
import type { GroupSessionView } from '../modules/group-sessions/index.js';

/**
 * Per-request DataLoaders (docs/style.md rule 11): one query per field per request, never per row.
 * `viewer` is the signed-in member of the request (null for a visitor): contact privacy depends on it.
 */
export function createLoaders(services: Services, viewer: User | null = null) {
  const { db, ledger, testimonials, achievements } = services;
  return {
    /** Whose email the viewer may see (batched "is a counterpart" check). */
    contacts: new ContactVisibility(services.counterparts, services.adminRoles, viewer),
    walletBalance: new DataLoader<string, number>(async (ids) => {
      const map = await ledger.walletBalances(db.manager, ids);
      return ids.map((id) => map.get(id) ?? 0);
    }),
    heldBalance: new DataLoader<string, number>(async (ids) => {
      const map = await ledger.heldBalances(db.manager, ids);
      return ids.map((id) => map.get(id) ?? 0);
    }),
    member: new DataLoader<string, User | undefined>(async (ids) => {
      const map = await services.identity.findMany(ids);
      return ids.map((id) => map.get(id));
    }),
    activeServicesByCoach: new DataLoader<string, ServiceRecord[]>(async (ids) => {
      const map = await services.services.activeByCoaches(ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
    publicTestimonials: new DataLoader<string, TestimonialView[]>(async (ids) => {
      const map = await testimonials.publicAbout(ids, 10);
      return ids.map((id) => map.get(id) ?? []);
    }),
    // Only ever asked for the signed-in member: one statement, no batching needed. Worded in the
    // operation's language (the member's, else Accept-Language).
    progress: new DataLoader<string, Awaited<ReturnType<typeof achievements.forMember>>>((ids) =>
      Promise.all(ids.map((id) => achievements.forMember(id, { locale: currentLocale() }))),
    ),
    reliability: new DataLoader<string, Reliability>(async (ids) => {
      const map = await services.reliability.of(ids);
      return ids.map(
        (id) =>
          map.get(id) ??
          reliabilityFrom({
            due: 0,
            answered_in_time: 0,
            agreed: 0,
            completed: 0,
            rating_avg: null,
            ratings: 0,
            median_response_seconds: null,
          }),
      );
    }),
    // A service's next group sessions (Discover cards, the coach profile): one statement per page.
    nextGroupSessions: new DataLoader<string, GroupSessionView[]>(async (ids) => {
      const map = await services.groupSessions.nextOf(viewer?.id ?? null, ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
    disputeOfRequest: new DataLoader<string, DisputeView | null>(async (ids) => {
      const map = viewer ? await services.disputes.ofRequests(viewer.id, ids) : new Map<string, DisputeView>();
      return ids.map((id) => map.get(id) ?? null);
    }),
    profile: new DataLoader<string, Profile>(async (ids) => {
      const map = await services.profiles.getMany(ids);
      return ids.map((id) => map.get(id) ?? emptyProfile(id));
    }),
    requestForViewer: new DataLoader<string, RequestForViewer | undefined>(async (ids) => {
      if (!viewer) return ids.map(() => undefined);
      const map = await services.exchanges.viewMany(viewer.id, ids);
      return ids.map((id) => map.get(id));
    }),
    threadUnread: new DataLoader<string, number>(async (ids) => {
      if (!viewer) return ids.map(() => 0);
      const map = await services.conversations.unreadCounts(viewer.id, 'request', ids);
      return ids.map((id) => map.get(id) ?? 0);
    }),
    groupThreadUnread: new DataLoader<string, number>(async (ids) => {
      if (!viewer) return ids.map(() => 0);
      const map = await services.conversations.unreadCounts(viewer.id, 'group', ids);
      return ids.map((id) => map.get(id) ?? 0);
    }),
    needHelpedByViewer: new DataLoader<string, boolean>(async (needIds) => {
      const helped = viewer ? await services.needs.helpedBy(viewer.id, needIds) : new Set<string>();
      return needIds.map((id) => helped.has(id));
    }),
    needAnswers: new DataLoader<
      { id: string; authorId: string },
      Awaited<ReturnType<typeof services.needs.answersOf>> extends Map<string, infer A> ? A : never,
      string
    >(
      async (needs) => {
        const map = await services.needs.answersOf(viewer?.id ?? null, needs);
        return needs.map((n) => map.get(n.id) ?? []);
      },
      { cacheKeyFn: (n) => n.id },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

function emptyProfile(userId: string): Profile {
  return Object.assign(new Profile(), {
    userId,
    bio: null,
    location: null,
    experienceYears: null,
    skills: [],
    picture: null,
    imageSource: null,
  });
}
