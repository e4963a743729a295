import { accountSchemas, OpenExchange } from './account-components.js';
import { mailSchemas } from './mail-components.js';
import { pushSchemas } from './push-components.js';
import { groupSchemas } from './group-components.js';
import { questionSchemas } from './question-components.js';
import { Dispute, Reliability, trustSchemas } from './trust-components.js';
import {
  arrayOf,
  named,
  bool,
  constant,
  dateTime,
  int,
  confirmation,
  message,
  nullable,
  num,
  obj,
  oneOfStrings,
  optional,
  ref,
  str,
  uuid,
} from './shapes.js';

/**
 * Reusable schemas of the REST facade (the stored objects, in the snake_case the routes send). Each one
 * is written from the `*.dto.ts` / `*.routes.ts` mapping it describes; the drift test checks every
 * answer of the transport tests against them.
 */

const userType = oneOfStrings(['free', 'premium'], 'free, or premium (unlimited EP, verified badge).');
const slot = str({
  pattern: '^([01]\\d|2[0-3]):00$',
  description: 'An hourly slot "HH:00" (07:00 … 19:00).',
  examples: ['09:00'],
});
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A service's price: 1 to 20 EP. */
const epCost = (description?: string) => int({ minimum: 1, maximum: 20, ...(description ? { description } : {}) });
/** The states of an exchange request; a swap or a ring goes through the same ones as its requests. */
const requestStatus = oneOfStrings(['pending', 'accepted', 'declined', 'cancelled', 'expired', 'completed']);
/** Another member as an answer names them: by id and name. */
const memberByName = obj({ id: uuid(), full_name: str() });
/** A service or a need named in a suggestion or a testimonial: by id and title. */
const byTitle = obj({ id: uuid(), title: str() });
/** A service in a suggestion: by id, title and price. */
const pricedService = obj({ id: uuid(), title: str(), energy_cost: epCost() });

/** What a service and a need show alike (modules/catalogue/listing.inputs.ts writes them once for both). */
const LISTING_TEXT_FIELDS = {
  title: str(),
  description: str(),
  category: str({ description: 'A category value.' }),
  category_label: str(),
};

const SERVICE_FIELDS = {
  id: uuid(),
  coach_id: uuid(),
  ...LISTING_TEXT_FIELDS,
  duration_minutes: int({ minimum: 15, maximum: 240 }),
  energy_cost: epCost(),
  max_participants: int({ minimum: 1, maximum: 10 }),
  created_at: dateTime(),
};

/** A service in Discover: the Service fields plus its coach (also a matched service's). */
const SERVICE_LISTING_FIELDS = {
  ...SERVICE_FIELDS,
  coach_name: str(),
  coach_user_type: userType,
  coach_is_premium: bool(),
};

/** The side of a swap or a ring: one of its requests and the service it is for. */
const SIDE_FIELDS = {
  request_id: uuid(),
  request_status: requestStatus,
  service_id: uuid(),
  service_title: str(),
};

/** What a swap and a ring share after their sides: when proposed, when it lapses, and what the caller may do with it now. */
const PROPOSAL_FIELDS = {
  created_at: dateTime(),
  expires_at: dateTime(),
  can_accept: bool(),
  can_decline: bool(),
  can_cancel: bool(),
};

// ------------------------------------------------------------------ errors
const ErrorAnswer = obj(
  {
    detail: str({ minLength: 1, description: 'A sentence for people; clients show it as it is.' }),
    code: optional(
      oneOfStrings(
        [
          'VALIDATION',
          'UNAUTHENTICATED',
          'FORBIDDEN',
          'NOT_FOUND',
          'CONFLICT',
          'INSUFFICIENT_FUNDS',
          'RATE_LIMITED',
          'PAYLOAD_TOO_LARGE',
          'UNAVAILABLE',
        ],
        'The machine-readable reason, when a domain rule refused the call (absent for malformed bodies and unknown paths).',
      ),
    ),
    retryAfterSeconds: optional(
      int({
        minimum: 1,
        description: 'RATE_LIMITED and UNAVAILABLE: seconds to wait (also in the Retry-After header).',
      }),
    ),
    available: optional(int({ description: 'INSUFFICIENT_FUNDS: the EP the member has.' })),
    required: optional(int({ description: 'INSUFFICIENT_FUNDS: the EP the call needs.' })),
    openExchanges: optional(
      arrayOf(ref(OpenExchange), {
        description: 'CONFLICT at DELETE /user: the accepted exchanges to settle first.',
      }),
    ),
    reason: optional(
      oneOfStrings(
        ['suspended'],
        'FORBIDDEN and UNAUTHENTICATED: the account is suspended (the same in every language `detail` is in).',
      ),
    ),
    field: optional(
      oneOfStrings(['value', 'label'], 'CONFLICT on a category: which of its names another category has.'),
    ),
  },
  {
    description: 'Every refusal: `{detail}` plus, for domain errors, a code and its facts.',
  },
);

const RateLimitedError = obj(
  { detail: str({ minLength: 1 }), code: constant('RATE_LIMITED'), retryAfterSeconds: int({ minimum: 1 }) },
  { description: 'Too many attempts: wait retryAfterSeconds (the Retry-After header says the same).' },
);

// ------------------------------------------------------------------ members

const User = obj(
  {
    id: uuid(),
    email: str({ format: 'idn-email' }),
    full_name: str(),
    user_type: userType,
    energy_points: int({ minimum: 0, description: 'Spendable EP (held EP excluded).' }),
    energy_on_hold: int({ minimum: 0, description: 'EP held by pending requests.' }),
    profile_completed: bool(),
    email_verified: bool(
      'True once the member entered a code mailed to the address (POST /auth/verify-email, or signing in by code). Until then: no admin role, no referral reward for the referrer, no mail but the confirmation.',
    ),
    timezone: str({ description: 'IANA timezone, e.g. Europe/Paris.' }),
    locale: str({
      description: 'The language the member reads Energy Exchange in (en, es, de, ar: the languages with catalogs).',
    }),
    referral_code: str(),
    created_at: dateTime(),
    last_login: nullable(dateTime()),
  },
  { description: "The signed-in member; only ever the caller's own." },
);

const AuthResult = obj(
  {
    access_token: str({ description: 'A JWT: send it as `Authorization: Bearer <token>`.' }),
    token_type: constant('bearer'),
    user: ref(User),
  },
  { description: 'A successful sign-up, sign-in or code verification.' },
);

const CodeSent = obj({
  message: message('Verification code sent to your email'),
  email: str({ format: 'idn-email' }),
  resend_after_seconds: int({ minimum: 0, description: 'The resend cooldown (60 s).' }),
  expires_in_seconds: int({ minimum: 1 }),
});

/** Skills as a reader reads them; a profile or a filter takes a skill by its label in any language. */
const skillList = () =>
  arrayOf(str(), {
    description:
      "Skills (category labels) in the reader's language: the signed-in member's, else Accept-Language; English by default.",
  });

const Profile = obj(
  {
    full_name: str(),
    email: str({ format: 'idn-email' }),
    bio: nullable(str()),
    location: nullable(str()),
    experience_years: nullable(int({ minimum: 0 })),
    skills: skillList(),
    profile_image: nullable(
      str({
        description: "The member's own picture as a data URL (the stored 800 px JPEG); null when there is none.",
      }),
    ),
    image_source: nullable(oneOfStrings(['gravatar', 'upload'])),
    profile_completed: bool(),
  },
  { description: "The signed-in member's profile." },
);

const Dashboard = obj({
  user: ref(User),
  level: obj({
    level: int({ minimum: 1 }),
    name: str(),
    xp: int({ minimum: 0 }),
    current_level_xp: int({ minimum: 0 }),
    next_level_xp: nullable(int()),
    next_level_name: nullable(str()),
    progress_percent: int({ minimum: 0, maximum: 100 }),
  }),
  achievements: arrayOf(
    obj({
      key: str(),
      title: str(),
      description: str(),
      icon: str(),
      earned: bool(),
      earned_at: nullable(dateTime()),
    }),
  ),
});

const GravatarInfo = obj({
  gravatar_exists: bool(),
  gravatar_join_url: str({ format: 'uri' }),
  gravatar_url: nullable(str({ format: 'uri' })),
});

const Service = obj(SERVICE_FIELDS, { description: 'A service a member offers for EP.' });

const Coach = obj(
  {
    id: uuid(),
    full_name: str(),
    user_type: userType,
    email: nullable(
      str({
        format: 'idn-email',
        description:
          'Contact privacy: only for the coach, admins and the other party of an accepted or completed exchange with them; null for anyone else.',
      }),
    ),
    totalServices: int({ minimum: 0 }),
    profile: obj({
      profile_image: nullable(
        str({
          description:
            'URL of a 128 px square WebP thumbnail (/media/<hash>-128.webp, immutable); null when there is none.',
        }),
      ),
      location: nullable(str()),
      experience_years: nullable(int({ minimum: 0 })),
      bio: nullable(str()),
      skills: skillList(),
    }),
    services: arrayOf(ref(Service)),
    // Additive: every earlier field stays as it is (GET /coaches rows and GET /users/{id} carry the same figures).
    reliability: ref(Reliability),
  },
  { description: 'A coach with profile and active services, plus `reliability`.' },
);

// ------------------------------------------------------------------ referrals

const ReferralValidation = obj({ valid: bool(), referrer_name: nullable(str()) });

const ReferralInfo = obj({
  total_referrals: int({ minimum: 0 }),
  successful_referrals: int({ minimum: 0 }),
  ep_earned: int({ minimum: 0 }),
  referral_code: str(),
  referral_link: str({ format: 'uri' }),
  recent_referrals: arrayOf(obj({ full_name: str(), created_at: dateTime(), completed: bool() }), { maxItems: 5 }),
});

// ------------------------------------------------------------------ catalogue

const Category = obj({ value: str(), label: str() });

const AdminCategory = obj(
  {
    value: str({ description: 'Stable key (what services and needs store).' }),
    label: str(),
    retired_at: nullable(
      dateTime('When it was retired: not offered for new services or needs; existing ones keep it. Null while active.'),
    ),
    translated_labels: arrayOf(
      obj({ locale: str({ description: 'A language other than English, e.g. es.' }), label: str() }),
      { description: 'Its labels in the languages other than English that have one (the others read `label`).' },
    ),
  },
  { description: 'A category as super_admins manage it, retired ones included; `label` is the English one.' },
);

const ServiceListing = obj(SERVICE_LISTING_FIELDS, {
  description: 'A service in Discover: the Service fields plus its coach.',
});

const NeedAnswer = obj(
  {
    service_id: uuid(),
    helper_id: uuid(),
    helper_name: str(),
    service_title: str(),
    energy_cost: epCost(),
    active: bool('False once the service was deleted: it can no longer be requested.'),
    created_at: dateTime(),
  },
  { description: 'A service offered for a need ("I can help").' },
);

const Need = obj(
  {
    id: uuid(),
    author_id: uuid(),
    author_name: str(),
    ...LISTING_TEXT_FIELDS,
    max_energy: epCost(),
    ends_on: nullable(str({ format: 'date' })),
    open: bool('Not closed and not past its last day.'),
    answer_count: int({ minimum: 0 }),
    created_at: dateTime(),
    answers: optional(
      arrayOf(ref(NeedAnswer), {
        description: "Only in the author's own answers (my needs, a change of mine).",
      }),
    ),
  },
  { description: 'Something a member is looking for.' },
);

const NeedDeleted = confirmation('Need deleted');

const SwapSide = obj({ ...SIDE_FIELDS, energy_cost: epCost() });

const Swap = obj(
  {
    id: uuid(),
    status: requestStatus,
    my_role: oneOfStrings(['proposer', 'partner']),
    partner_id: uuid(),
    partner_name: str(),
    i_give: ref(SwapSide),
    i_receive: ref(SwapSide),
    difference: int({
      minimum: 0,
      maximum: 19,
      description: 'The only EP that move, once both sides are completed.',
    }),
    i_pay: int({ minimum: 0 }),
    i_earn: int({ minimum: 0 }),
    held: bool('Whether the difference is held in escrow now.'),
    ...PROPOSAL_FIELDS,
  },
  { description: 'A reciprocal swap as one of its members sees it (docs/ledger.md "Reciprocal swaps").' },
);

const SwapSuggestion = obj(
  {
    partner_id: uuid(),
    partner_name: str(),
    my_service: pricedService,
    their_service: pricedService,
    my_need: byTitle,
    their_need: byTitle,
  },
  { description: '"Swap with Maya: your Logo Review for her Pricing Session".' },
);

const RingSide = obj(
  {
    ...SIDE_FIELDS,
    energy_cost: epCost('The price, shown only: a ring moves no EP.'),
    giver_id: uuid(),
    giver_name: str(),
    receiver_id: uuid(),
    receiver_name: str(),
  },
  { description: 'One request of a ring: who gives which service to whom.' },
);

const Ring = obj(
  {
    id: uuid(),
    status: requestStatus,
    my_role: oneOfStrings(['proposer', 'member']),
    members: arrayOf(
      obj({
        id: uuid(),
        full_name: str(),
        accepted: bool('The proposer accepted by proposing; the others once they said yes.'),
      }),
    ),
    sides: arrayOf(ref(RingSide)),
    i_give: ref(RingSide),
    i_receive: ref(RingSide),
    ...PROPOSAL_FIELDS,
  },
  {
    description:
      'A swap ring as one of its three members sees it; members and sides in ring order (docs/ledger.md "Swap rings").',
  },
);

const RingSuggestion = obj(
  {
    second_member: memberByName,
    third_member: memberByName,
    my_service: pricedService,
    second_service: pricedService,
    third_service: pricedService,
    my_need: byTitle,
    second_need: byTitle,
    third_need: byTitle,
  },
  { description: '"Ring with Maya and Tom: you give Logo Review to Maya, Maya gives … to Tom, Tom gives … to you".' },
);

const Matches = obj(
  {
    services: arrayOf(obj({ ...SERVICE_LISTING_FIELDS, need_id: uuid('My need it fits.') })),
    needs: arrayOf(ref(Need)),
    swaps: arrayOf(ref(SwapSuggestion)),
    rings: arrayOf(ref(RingSuggestion)),
  },
  {
    description: 'For you: services for my needs, needs for my services and skills, reciprocal swaps, rings of three.',
  },
);

const ServiceDeleted = obj({
  message: oneOfStrings(['Service deleted', 'Service archived']),
  archived: bool('True when requests refer to it: it is hidden, not erased.'),
});

const Availability = obj(
  {
    availability: obj(Object.fromEntries(weekdays.map((d) => [d, arrayOf(slot, { maxItems: 13 })]))),
    timezone: str({ description: "The owner's IANA timezone: the slots are in it." }),
  },
  { description: "A weekly map of hourly slots, in the owner's timezone." },
);

// ------------------------------------------------------------------ exchanges

const ExchangeRequest = obj(
  {
    id: uuid(),
    service_id: uuid(),
    message: str(),
    status: requestStatus,
    energy_cost: int({ minimum: 1 }),
    held: bool("True while the requester's EP are held for it."),
    requested_at: dateTime(),
    expires_at: nullable(dateTime()),
    session_date: nullable(dateTime()),
    completed_at: nullable(dateTime()),
    coach_id: uuid(),
    requester_id: uuid(),
    my_role: oneOfStrings(['coach', 'requester']),
    service: obj({
      id: uuid(),
      title: str(),
      description: str(),
      category: str(),
      duration_minutes: int(),
      archived: bool(),
    }),
    other_party: obj({
      id: uuid(),
      full_name: str(),
      user_type: userType,
      has_availability: bool(),
      email: nullable(
        str({
          format: 'idn-email',
          description: 'Only once the request is accepted: contact details are for parties who agreed to meet.',
        }),
      ),
    }),
    can_complete: bool(),
    can_testimonial: bool(),
    can_dispute: bool(
      'Whether the caller may dispute it now: completed less than 7 days ago, and no dispute yet (POST /requests/{id}/dispute).',
    ),
    dispute: nullable(ref(Dispute, { description: 'Its dispute, if one was opened (as its parties see it).' })),
  },
  { description: 'An exchange request as one of its parties sees it.' },
);

const Session = obj(
  {
    id: uuid(),
    exchange_request_id: uuid(),
    status: oneOfStrings(
      ['pending', 'accepted', 'rejected', 'completed', 'cancelled'],
      'completed: held. cancelled: it did not take place; its exchange was completed at another session or before its time (docs/ledger.md).',
    ),
    proposed_date: str({ format: 'date' }),
    proposed_time_slot: slot,
    timezone: str({ description: "The timezone of the date and slot (the availability owner's)." }),
    starts_at: dateTime(),
    notes: nullable(str()),
    coach_id: uuid(),
    role: oneOfStrings(['Coach', 'Student']),
    service: obj({ title: str() }),
    other_user: memberByName,
    awaiting_my_response: bool(),
    created_at: dateTime(),
  },
  { description: 'A session as one of its parties sees it.' },
);

const Testimonial = obj(
  {
    testimonial: obj({
      id: uuid(),
      rating: int({ minimum: 1, maximum: 5 }),
      content: str(),
      created_at: dateTime(),
      exchange_request_id: nullable(uuid('The exchange it reviews; null for a group-session seat.')),
      group_session_id: nullable(uuid('The group session whose attended seat it reviews; null for an exchange.')),
      is_public: bool(),
    }),
    reviewer: memberByName,
    reviewee: memberByName,
    service: byTitle,
    id: uuid(),
    reviewee_id: uuid(),
    is_public: bool(),
    rating: int({ minimum: 1, maximum: 5 }),
    content: str(),
    reviewer_name: str(),
    service_title: str(),
  },
  { description: 'A testimonial list item, with the coach-modal fields alongside.' },
);

const CanTestimonial = obj({ can_create: bool() });

// ------------------------------------------------------------------ notifications
const Notification = obj({
  id: uuid(),
  type: str({
    description:
      'exchange_request, exchange_accepted, exchange_declined, exchange_cancelled, exchange_expired, exchange_completed, session_proposal, session_accepted, session_rejected, testimonial_received, group_session_booked, group_session_cancelled, seat_available, group_session_completed; clients show a generic icon for any other.',
  }),
  title: str(),
  message: str(),
  read: bool(),
  reference: nullable(str({ description: 'The id of what it is about (a request, a session…).' })),
  url: str({
    description:
      "The app's address a click on it opens: its view, and the request or thread it is about when the app opens one (`/?view=requests&request=<id>`).",
  }),
  created_at: dateTime(),
});

const RecentNotifications = obj({ notifications: arrayOf(ref(Notification)), unread_count: int({ minimum: 0 }) });

const MarkedAllRead = obj({ updated: int({ minimum: 0, description: 'How many were unread.' }) });

// ------------------------------------------------------------------ premium
const PremiumBenefits = obj({
  benefits: arrayOf(obj({ icon: str(), title: str(), description: str(), points: arrayOf(str()) })),
  price: num({ minimum: 0, description: 'In currency units (price_cents / 100).' }),
  price_cents: int({ minimum: 0 }),
  currency: str({ examples: ['eur'] }),
  period: str({ examples: ['lifetime'] }),
  available: bool(
    'False when this server takes no payments (production without a payment provider): show Premium as unavailable; checkout answers 503.',
  ),
});

const Checkout = obj({
  checkout_url: str({ format: 'uri', description: 'Redirect the browser here.' }),
  session_id: str(),
});

const CheckoutStatus = obj({
  payment_status: oneOfStrings(['paid', 'unpaid', 'no_payment_required']),
  status: oneOfStrings(['open', 'complete', 'expired']),
});

const WebhookReceipt = obj({
  received: constant(true),
  handled: bool('False for events that need nothing, or were handled before.'),
});

// ------------------------------------------------------------------ admin

const AdminAccess = obj({
  is_admin: constant(true),
  role: oneOfStrings(['admin', 'super_admin']),
  email: str({ format: 'idn-email' }),
});

const AdminMemberRow = obj({
  id: uuid(),
  full_name: str(),
  email: str(),
  about: nullable(str()),
  city: nullable(str()),
  skills: skillList(),
  referred_count: int({ minimum: 0 }),
  energy_points: int(),
  user_type: userType,
  created_at: dateTime(),
  last_login: nullable(dateTime()),
  suspended_at: nullable(dateTime('When an admin suspended the member; null when not suspended.')),
  suspended_reason: nullable(str({ description: "The admin's reason for the suspension." })),
});

const AdminMemberPage = obj({
  users: arrayOf(ref(AdminMemberRow)),
  total: int({ minimum: 0, description: 'Members matching the search, all pages.' }),
  next_cursor: nullable(str({ description: 'Pass as `after` for the next page; null on the last.' })),
});

const AdminAnalytics = obj({
  period: oneOfStrings(['week', 'month', 'year']),
  totals: obj({
    total_users: int({ minimum: 0 }),
    users_in_period: int({ minimum: 0 }),
    total_services: int({ minimum: 0 }),
    total_requests: int({ minimum: 0 }),
    completed_exchanges: int({ minimum: 0 }),
  }),
  user_types: arrayOf(obj({ _id: userType, count: int({ minimum: 0 }) })),
  skills_distribution: arrayOf(obj({ _id: str(), count: int({ minimum: 0 }) }), { maxItems: 15 }),
  members_over_time: arrayOf(
    obj({ date: str({ format: 'date' }), new_members: int({ minimum: 0 }), total_members: int({ minimum: 0 }) }),
  ),
});

const AdminUsers = obj({
  admin_users: arrayOf(
    obj({
      email: str(),
      role: oneOfStrings(['admin', 'super_admin']),
      created_at: dateTime(),
      full_name: nullable(str()),
    }),
  ),
});

const AdminAdded = obj({
  message: message('Admin user added'),
  admin: obj({ email: str(), role: oneOfStrings(['admin', 'super_admin']), created_at: dateTime() }),
});

const ImportReport = obj({
  imported_count: int({ minimum: 0 }),
  skipped_count: int({ minimum: 0 }),
  skipped: arrayOf(obj({ line: int({ minimum: 1 }), email: nullable(str()), reason: str() })),
});

const UserExport = obj({
  csv_data: str({ description: 'CSV, CRLF line ends, a header row first.' }),
  filename: str({ pattern: '\\.csv$' }),
});

const EpAdjustment = obj({
  applied: bool('False when this Idempotency-Key was applied before (nothing moved again).'),
  user_id: uuid(),
  energy_points: int({ minimum: 0, description: "The member's balance after it." }),
});

// ------------------------------------------------------------------ demo

const DemoData = obj({
  message: message('Demo data ready'),
  created_coaches: int({ minimum: 0 }),
  coaches: int({ minimum: 0 }),
});

// ------------------------------------------------------------------ conversations

const Message = obj({
  id: uuid(),
  sender_id: uuid('One of the members of the thread: a party of the request, or of the group session.'),
  body: str({ minLength: 1, maxLength: 2000, description: 'Plain text: render it as text, never as HTML.' }),
  created_at: dateTime(),
});

const MessagePage = obj({
  messages: arrayOf(ref(Message), { description: 'Newest first.' }),
  unread_count: int({ minimum: 0, description: 'Messages from the others the caller has not marked read.' }),
});

const ThreadRead = obj({ unread_count: constant(0) });

// ------------------------------------------------------------------ calendar
const CalendarFeed = obj({
  url: str({
    pattern: '^webcal://[^/]+/calendar/[A-Za-z0-9_-]+\\.ics$',
    description:
      'The private iCalendar feed address (webcal://). Anyone with it can read the sessions: keep it private.',
  }),
});
/**
 * Every component schema of the document, by the name its `$ref`s use (`named()` gives each its
 * name here, once); `ApiSchema<'User'>` (api-types.ts) is the type of one.
 */
export const componentSchemas = named({
  Error: ErrorAnswer,
  RateLimitedError,
  User,
  AuthResult,
  CodeSent,
  Profile,
  Dashboard,
  GravatarInfo,
  Coach,
  ReferralValidation,
  ReferralInfo,
  Category,
  AdminCategory,
  Service,
  ServiceListing,
  Need,
  NeedAnswer,
  NeedDeleted,
  SwapSide,
  Swap,
  SwapSuggestion,
  RingSide,
  Ring,
  RingSuggestion,
  Matches,
  ServiceDeleted,
  Availability,
  ExchangeRequest,
  Session,
  Testimonial,
  CanTestimonial,
  Notification,
  RecentNotifications,
  MarkedAllRead,
  PremiumBenefits,
  Checkout,
  CheckoutStatus,
  WebhookReceipt,
  AdminAccess,
  AdminMemberRow,
  AdminMemberPage,
  AdminAnalytics,
  AdminUsers,
  AdminAdded,
  ImportReport,
  UserExport,
  EpAdjustment,
  DemoData,
  Message,
  MessagePage,
  ThreadRead,
  CalendarFeed,
  ...accountSchemas,
  ...trustSchemas,
  ...mailSchemas,
  ...pushSchemas,
  ...groupSchemas,
  ...questionSchemas,
});

export const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access_token of /auth/login, /auth/signup or /auth/verify-otp.',
  },
};
