import { componentSchemas as S } from '../components.js';
import { idempotencyKey, myList, routes } from '../operation.js';
import { arrayOf, int, ref, str, uuid } from '../shapes.js';
import { cappedPageHeaders, pagedList } from '../paging.js';
import { categoryFilter, fullTextSearch, ownListingEdits } from '../listing.js';
import { serviceId } from './resources.js';

const TAG = 'Services, coaches and categories';

const coachType = {
  description: '`premium`: only premium coaches (`all` is the same as leaving it out).',
  schema: { type: 'string', enum: ['premium', 'all'] },
};

/** Services, coaches and categories (modules/catalogue). */
export const cataloguePaths = routes(TAG, {
  'GET /categories': {
    summary: 'Categories',
    access: 'public',
    cached: { when: 'to every caller of one language' },
    ok: {
      description:
        'Every category, as value and label; the label in the caller’s language (the account’s, else `Accept-Language`, else English).',
      schema: arrayOf(ref(S.Category)),
    },
  },
  'GET /service-categories-for-skills': {
    summary: 'Skills',
    description:
      "The skill names a profile may list: the category labels in the reader's language (the signed-in member's, else Accept-Language; English by default). A profile or the coaches filter takes a skill by its label in any language.",
    access: 'public',
    ok: {
      description: 'The skills.',
      schema: {
        type: 'object',
        properties: { skills: arrayOf(str()) },
        required: ['skills'],
        additionalProperties: false,
      },
    },
  },
  'GET /services': {
    summary: 'Discover services',
    description:
      'Active services, newest first; the filters combine. The first page asked without a token may be up to a second old (kept a second by the server, and by the browser or a proxy).',
    access: 'public',
    cached: { when: 'on the first page (no `cursor`) to a caller without `Authorization`' },
    ...pagedList(
      { arrayOf: S.ServiceListing, description: 'A page of services; the next one is in the `Link` header.' },
      {
        filters: {
          category: categoryFilter,
          search: fullTextSearch('title, description, category and coach name'),
          min_cost: { description: 'Lowest EP cost.', schema: int({ minimum: 0, maximum: 20 }) },
          max_cost: { description: 'Highest EP cost (not below min_cost).', schema: int({ minimum: 0, maximum: 20 }) },
          coach_type: coachType,
          coach_id: { description: "Only this coach's services (a member id).", schema: uuid() },
        },
        headers: cappedPageHeaders,
      },
    ),
  },
  'POST /services': {
    summary: 'Publish a service',
    access: 'member',
    headers: idempotencyKey(
      'Optional, 1–100 letters, digits, - or _ (the web form sends one per opened form): the same key publishes once, so a double-clicked or retried save answers the first service.',
    ),
    body: { input: 'ServiceInput' },
    ok: {
      status: 201,
      description: 'Published (or the service published earlier with this Idempotency-Key).',
      schema: ref(S.Service),
    },
    errors: {
      400: 'A broken rule of the service form, `Unknown category: …`, or a malformed Idempotency-Key.',
      409: 'The service published with this Idempotency-Key was deleted since.',
    },
  },
  'GET /coaches': {
    summary: 'Browse coaches',
    description:
      "Members with active services, premium first; the coach modal filters this list by id. A coach's `email` is null unless the caller (optional bearer token) may see it: the coach, an admin, or the other party of an accepted or completed exchange with them.",
    access: 'public',
    ...pagedList(
      {
        arrayOf: S.Coach,
        description: 'A page of coaches with profile, services and reliability; the next one is in the `Link` header.',
      },
      {
        filters: {
          coach_type: coachType,
          skills: {
            description: 'Comma-separated skill names, each in any language: coaches with any of them.',
            schema: str(),
          },
          sort: {
            description:
              'The order: `relevance` (default: premium first, then newest) or `reliability` (most reliable first by the ranking of docs/ledger.md; "New member"s after all others; ties by member id). A cursor belongs to its order. Anything else is a 400.',
            schema: str({ enum: ['relevance', 'reliability'] }),
          },
        },
      },
    ),
    errors: { 400: '`sort must be relevance or reliability`, `Invalid cursor` (also a cursor of the other order).' },
  },
  'GET /user/services': myList('My services', S.Service, 'My active services.'),
  ...ownListingEdits(
    '/services',
    {
      noun: 'service',
      params: serviceId,
      input: 'ServiceInput',
      schema: S.Service,
      notYours: '`You can only change your own services`.',
    },
    {
      description:
        'A service that requests or past group sessions refer to is archived (hidden) rather than erased; one with upcoming group sessions is refused until they are cancelled (their members hold EP for them).',
      done: 'Deleted or archived.',
      schema: S.ServiceDeleted,
      errors: { 409: '`Cancel the upcoming group sessions of this service first`.' },
    },
  ),
});
