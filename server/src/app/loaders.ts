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
 * Each is made the first time a resolver asks for it: an operation selects the fields of one or two
 * of them, and making all of them (a DataLoader and its cache each) on every request was ≈ 7 µs of
 * the bell's read over GraphQL (docs/benchmarks.md).
 */
const LOADERS = {
  /** Whose email the viewer may see (batched "is a counterpart" check). */
  contacts: (services: Services, viewer: User | null) =>
    new ContactVisibility(services.counterparts, services.adminRoles, viewer),
  walletBalance: (services: Services) =>
    new DataLoader<string, number>(async (ids) => {
      const map = await services.ledger.walletBalances(services.db.manager, ids);
      return ids.map((id) => map.get(id) ?? 0);
    }),
  heldBalance: (services: Services) =>
    new DataLoader<string, number>(async (ids) => {
      const map = await services.ledger.heldBalances(services.db.manager, ids);
      return ids.map((id) => map.get(id) ?? 0);
    }),
  member: (services: Services) =>
    new DataLoader<string, User | undefined>(async (ids) => {
      const map = await services.identity.findMany(ids);
      return ids.map((id) => map.get(id));
    }),
  activeServicesByCoach: (services: Services) =>
    new DataLoader<string, ServiceRecord[]>(async (ids) => {
      const map = await services.services.activeByCoaches(ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
  publicTestimonials: (services: Services) =>
    new DataLoader<string, TestimonialView[]>(async (ids) => {
      const map = await services.testimonials.publicAbout(ids, 10);
      return ids.map((id) => map.get(id) ?? []);
    }),
  // Only ever asked for the signed-in member: one statement, no batching needed. Worded in the
  // operation's language (the member's, else Accept-Language).
  progress: (services: Services) =>
    new DataLoader<string, Awaited<ReturnType<Services['achievements']['forMember']>>>((ids) =>
      Promise.all(ids.map((id) => services.achievements.forMember(id, { locale: currentLocale() }))),
    ),
  reliability: (services: Services) =>
    new DataLoader<string, Reliability>(async (ids) => {
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
  nextGroupSessions: (services: Services, viewer: User | null) =>
    new DataLoader<string, GroupSessionView[]>(async (ids) => {
      const map = await services.groupSessions.nextOf(viewer?.id ?? null, ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
  disputeOfRequest: (services: Services, viewer: User | null) =>
    new DataLoader<string, DisputeView | null>(async (ids) => {
      const map = viewer ? await services.disputes.ofRequests(viewer.id, ids) : new Map<string, DisputeView>();
      return ids.map((id) => map.get(id) ?? null);
    }),
  profile: (services: Services) =>
    new DataLoader<string, Profile>(async (ids) => {
      const map = await services.profiles.getMany(ids);
      return ids.map((id) => map.get(id) ?? emptyProfile(id));
    }),
  requestForViewer: (services: Services, viewer: User | null) =>
    new DataLoader<string, RequestForViewer | undefined>(async (ids) => {
      if (!viewer) return ids.map(() => undefined);
      const map = await services.exchanges.viewMany(viewer.id, ids);
      return ids.map((id) => map.get(id));
    }),
  threadUnread: (services: Services, viewer: User | null) =>
    new DataLoader<string, number>(async (ids) => {
      if (!viewer) return ids.map(() => 0);
      const map = await services.conversations.unreadCounts(viewer.id, 'request', ids);
      return ids.map((id) => map.get(id) ?? 0);
    }),
  groupThreadUnread: (services: Services, viewer: User | null) =>
    new DataLoader<string, number>(async (ids) => {
      if (!viewer) return ids.map(() => 0);
      const map = await services.conversations.unreadCounts(viewer.id, 'group', ids);
      return ids.map((id) => map.get(id) ?? 0);
    }),
  needHelpedByViewer: (services: Services, viewer: User | null) =>
    new DataLoader<string, boolean>(async (needIds) => {
      const helped = viewer ? await services.needs.helpedBy(viewer.id, needIds) : new Set<string>();
      return needIds.map((id) => helped.has(id));
    }),
  needAnswers: (services: Services, viewer: User | null) =>
    new DataLoader<
      { id: string; authorId: string },
      Awaited<ReturnType<Services['needs']['answersOf']>> extends Map<string, infer A> ? A : never,
      string
    >(
      async (needs) => {
        const map = await services.needs.answersOf(viewer?.id ?? null, needs);
        return needs.map((n) => map.get(n.id) ?? []);
      },
      { cacheKeyFn: (n) => n.id },
    ),
};

type LoaderMakers = typeof LOADERS;
export type Loaders = { readonly [K in keyof LoaderMakers]: ReturnType<LoaderMakers[K]> };

/** The loaders of one request: each property made on its first read, then kept on the object. */
class RequestLoaders {
  declare readonly services: Services;
  declare readonly viewer: User | null;
  constructor(services: Services, viewer: User | null) {
    // Not enumerable: the object's own enumerable properties are the loaders made so far
    // (freshViewer in modules/identity/viewer.resolver.ts forgets the member in each).
    Object.defineProperties(this, { services: { value: services }, viewer: { value: viewer } });
  }
}
for (const [name, make] of Object.entries(LOADERS) as [keyof LoaderMakers, (s: Services, v: User | null) => unknown][])
  Object.defineProperty(RequestLoaders.prototype, name, {
    get(this: RequestLoaders) {
      const loader = make(this.services, this.viewer);
      Object.defineProperty(this, name, { value: loader, enumerable: true });
      return loader;
    },
  });

export function createLoaders(services: Services, viewer: User | null = null): Loaders {
  return new RequestLoaders(services, viewer) as unknown as Loaders;
}

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
