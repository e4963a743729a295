import type { TypePolicies } from '@apollo/client';

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
  Query: { fields: { adminUsers: { merge: false } } },
};
