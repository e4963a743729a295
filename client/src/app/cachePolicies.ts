import type { FieldFunctionOptions, Reference, TypePolicies } from '@apollo/client';

/** How the Apollo cache identifies and merges objects; shared by the app and its tests. */
export const typePolicies: TypePolicies = {
  // ExchangeParty is normalised by member id like any entity: the contact email, which depends on
  // the request, is the request's own field (`contactEmail`), so nothing per-request sits on it.
  // Admin analytics counts ("free": 40, "Wellness": 12) are per answer, not entities: keep each
  // inside its analytics result rather than merging them by their id across periods.
  CountById: { keyFields: false },
  // An admin is identified by their email (the type has no id); the admin list is replaced whole
  // (after an add or a remove), never merged item by item.
  AdminUserType: { keyFields: ['email'] },
  Query: {
    fields: {
      adminUsers: { merge: false },
      categories: { merge: false },
      adminCategories: { merge: false },
      // My questions' pages are one list: a next page goes after what is loaded, a refetch replaces it.
      myQuestions: { keyArgs: false, merge: mergeListPages },
    },
  },
  // A category is identified by its value: a rename returned by the server relabels it in every list.
  Category: { keyFields: ['value'] },
  // A thread's pages (newest first) are one list: an older page goes after what is loaded, a
  // refetch of the newest page (the poll while the socket is down) keeps the older pages loaded.
  ExchangeRequestType: { fields: { messages: { keyArgs: false, merge: mergeThreadPages } } },
  // A group session's thread too; its members and counts are keyed by their group session.
  GroupSession: { fields: { messages: { keyArgs: false, merge: mergeThreadPages } } },
  GroupSessionThread: { keyFields: ['groupSessionId'] },
  // A question's thread too (the request's, once it became one).
  Question: { fields: { messages: { keyArgs: false, merge: mergeThreadPages } } },
};

function mergeListPages(
  existing: ThreadPage | undefined,
  incoming: ThreadPage,
  { args, readField }: FieldFunctionOptions,
): ThreadPage {
  if (!existing || !args?.after) return incoming;
  const loaded = new Set(existing.nodes.map((n) => readField<string>('id', n)));
  return {
    ...incoming,
    nodes: [...existing.nodes, ...incoming.nodes.filter((n) => !loaded.has(readField<string>('id', n)))],
  };
}

interface ThreadPage {
  totalCount: number;
  pageInfo: unknown;
  nodes: Reference[];
}

function mergeThreadPages(
  existing: ThreadPage | undefined,
  incoming: ThreadPage,
  { args, readField }: FieldFunctionOptions,
): ThreadPage {
  if (!existing) return incoming;
  const idOf = (node: Reference) => readField<string>('id', node);
  if (args?.after) {
    const loaded = new Set(existing.nodes.map(idOf));
    return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes.filter((n) => !loaded.has(idOf(n)))] };
  }
  const fresh = new Set(incoming.nodes.map(idOf));
  const older = existing.nodes.filter((n) => !fresh.has(idOf(n)));
  // Older pages were loaded beyond this one: their cursor still says where the next one starts.
  return {
    ...incoming,
    nodes: [...incoming.nodes, ...older],
    pageInfo: older.length ? existing.pageInfo : incoming.pageInfo,
  };
}
