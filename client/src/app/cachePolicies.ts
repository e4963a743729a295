import type { TypePolicies } from '@apollo/client';

/** How the Apollo cache identifies and merges objects; shared by the app and its tests. */
export const typePolicies: TypePolicies = {
  // The other side of an exchange carries per-request data (the contact email shows only once
  // that request is accepted): keep it inside its request, not merged across requests by member id.
  ExchangeParty: { keyFields: false },
  ExchangeRequestType: { fields: { otherParty: { merge: true } } },
  // Admin analytics counts ("free": 40, "Wellness": 12) are per answer, not entities: keep each
  // inside its analytics result rather than merging them by their id across periods.
  CountById: { keyFields: false },
  // An admin is identified by their email (the type has no id); the admin list is replaced whole
  // (after an add or a remove), never merged item by item.
  AdminUserType: { keyFields: ['email'] },
  Query: { fields: { adminUsers: { merge: false } } },
};
