import { expect } from 'vitest';
import { api, appUrl, journeyHeaders, memberViaApi, verifyEmailViaApi } from './browser.js';
import { LANGUAGE } from './language.js';

/** A member of the journey, who reads the run's language (E2E_LANGUAGE) from sign-up on. */
const journeyMember = (fullName: string, extra: Record<string, unknown> = {}) =>
  memberViaApi(fullName, { locale: LANGUAGE, ...extra });

/**
 * The members the whole journey signs in as, with every kind of exchange already in place (made
 * through the REST API: the UI for each step has its own journey in exchange.e2e.test.ts), so
 * that every list has rows and every row its buttons:
 *
 * - Pia (premium) coaches four services (one of them 20 EP, more than Fran can afford).
 * - Fran (free) asked for three of them: one with an accepted session (Mark Complete), one
 *   completed and not yet reviewed (Write a Testimonial), one accepted with no session (Schedule
 *   Session, Complete). Xavi asked for Fran's own service twice: once pending (Accept), once
 *   accepted with a session Xavi proposed (Accept/Reject the session).
 * - Xavi completed an exchange with Pia and reviewed her publicly (the coach modal's testimonials);
 *   Pia reviewed Fran (Fran's received testimonials).
 * - Needs and disputes: Fran needs a design (Discover › Needs, My needs; Pia's design services fit it in
 *   For you) and Xavi needs one that Fran's services fit; Dana disputes a completed exchange with
 *   Cody (the admins' Disputes queue).
 * - For you's own cards: Fran swapped one of her services with Sol's (accepted: "Accepted:
 *   schedule and complete both sides"), and Sol proposed Fran a ring with Rae (Accept ring), each
 *   with the long titles members give their services.
 */
export interface JourneyWorld {
  admin: Member;
  free: Member & { referralCode: string };
  premium: Member;
  extra: Member;
  /** Titles of Pia's services. */
  services: { cheap: string; scheduled: string; completed: string; expensive: string };
  /** Fran's need and Xavi's (which Fran's services fit), by title; Xavi's second need is the one Fran offers help for on the phone. */
  needs: { fran: string; xavi: string; xaviMobile: string };
  /**
   * Per viewport, an exchange Fran completed with Gia and disputed: the journey reverses it (as
   * an admin, through the API) while Fran's Sent tab is on screen.
   */
  reversals: Record<'desktop' | 'mobile', { service: string; disputeId: string }>;
  /** The service of the exchange Dana disputed (open in the admins' queue), and her reason. */
  dispute: { service: string; reason: string };
  /** Dana's open report about Cody (the admins' Reports queue), by its reason. */
  report: { reason: string; member: string };
  /** The day ("YYYY-MM-DD") of the session Fran and Pia agreed on, at 10:00 UTC. */
  scheduledOn: string;
  /** The link Pia wrote Fran in the thread of the request Fran has to schedule. */
  threadLink: string;
  /** Fran's own services (Xavi requested both), by id: a new request to one makes a live notification. */
  franServiceIds: string[];
  /** Per viewport, two members the visitor journey signs in by code. */
  visitors: Record<'desktop' | 'mobile', [Member, Member]>;
}
type Member = Awaited<ReturnType<typeof memberViaApi>>;

const ADMIN_EMAIL = 'e2e-admin@example.com';
const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The ADMIN_EMAILS super admin: signed up once per server, signed in by later journeys. */
export async function adminViaApi(): Promise<Member> {
  const signIn = await fetch(`${appUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...journeyHeaders() },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: 'secret1' }),
  });
  if (signIn.ok) {
    const body = await signIn.json();
    return { token: body.access_token, id: body.user.id, email: ADMIN_EMAIL };
  }
  // An admin role needs a confirmed address.
  const admin = await memberViaApi('Ada Admin', {}, ADMIN_EMAIL);
  await verifyEmailViaApi(admin);
  return admin;
}

async function ok(call: Promise<{ status: number; body: any }>, what: string) {
  const { status, body } = await call;
  expect(status, `${what}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

function daysAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function availableEveryDay(token: string) {
  await ok(
    api('PUT', '/user/availability', token, {
      availability: Object.fromEntries(EVERY_DAY.map((d) => [d, ['10:00', '11:00']])),
      timezone: 'UTC',
    }),
    'availability',
  );
}

async function service(token: string, title: string, energyCost: number) {
  const body = await ok(
    api('POST', '/services', token, {
      title,
      description: `${title}: a focused session with clear next steps.`,
      category: 'design',
      energy_cost: energyCost,
      duration_minutes: 60,
    }),
    `service ${title}`,
  );
  return body.id as string;
}

async function request(requester: Member, serviceId: string, message: string) {
  return (await ok(api('POST', '/requests', requester.token, { service_id: serviceId, message }), 'request'))
    .id as string;
}

/** Accepting with a session date (as the client does, 7 days ahead) lets the request be completed. */
async function accept(coach: Member, requestId: string) {
  await ok(
    api('POST', '/requests/respond', coach.token, {
      request_id: requestId,
      action: 'accept',
      session_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    }),
    'accept request',
  );
}

async function proposeSession(by: Member, requestId: string, days: number) {
  const body = await ok(
    api('POST', '/sessions', by.token, {
      exchange_request_id: requestId,
      proposed_date: daysAhead(days),
      proposed_time_slot: '10:00',
      notes: 'Video call, link by mail',
    }),
    'propose session',
  );
  return body.id as string;
}

/** request → accept → session → accept → complete: answers the request id. */
async function completedExchange(requester: Member, coach: Member, serviceId: string) {
  const requestId = await request(requester, serviceId, 'Looking forward to it!');
  await accept(coach, requestId);
  const sessionId = await proposeSession(requester, requestId, 2);
  await ok(api('POST', `/sessions/${sessionId}/respond`, coach.token, { action: 'accept' }), 'accept session');
  await ok(api('POST', `/sessions/${sessionId}/complete`, requester.token), 'complete session');
  return requestId;
}

async function grantEp(admin: Member, email: string, amount: number) {
  await ok(
    api('POST', '/admin/ep-adjustments', admin.token, { email, amount, reason: 'Whole-journey test budget' }),
    'ep adjustment',
  );
}

async function makePremium(member: Member) {
  const checkout = await ok(api('POST', '/premium/checkout', member.token, { origin_url: appUrl() }), 'checkout');
  // What the member's browser does on Stripe's hosted page (the local double in these journeys).
  const paid = await fetch(checkout.checkout_url, { method: 'POST', redirect: 'manual' });
  expect(paid.status, 'checkout pays').toBe(303);
  const status = await ok(
    api('GET', `/premium/checkout/status/${checkout.session_id}`, member.token),
    'payment status',
  );
  expect(status.payment_status).toBe('paid');
}

export async function prepareWorld(): Promise<JourneyWorld> {
  const stamp = Date.now();
  const [veraDesktop, paulDesktop, veraMobile, paulMobile] = await Promise.all(
    ['Vera Visitor desktop', 'Paul Pages desktop', 'Vera Visitor mobile', 'Paul Pages mobile'].map((name) =>
      journeyMember(name),
    ),
  );
  // The demo catalogue loads on the first view change of any member and then makes the lists on
  // screen refetch (and re-animate); load it now so that no screen changes under a check.
  await fetch(`${appUrl()}/api/demo/create-demo-data`, { method: 'POST' });
  const admin = await adminViaApi();
  // Signed up once per server (maybe by an English journey before): this run's language from now on.
  await ok(api('PUT', '/user/profile', admin.token, { locale: LANGUAGE }), 'admin language');
  const [premium, freeMember, extra] = await Promise.all([
    journeyMember('Pia Premium', {
      skills: ['Design & Branding', 'Marketing', 'Copywriting'],
      location: 'Lisbon',
      experience_years: 9,
    }),
    journeyMember('Fran Free', { skills: ['Copywriting'] }),
    journeyMember('Xavi Extra', { skills: ['Sales'] }),
  ]);
  // Members who confirmed their address, as members who signed up through the app have (the
  // confirmation banner is not what these journeys look at).
  await Promise.all([premium, freeMember, extra].map(verifyEmailViaApi));
  await makePremium(premium);
  await Promise.all([
    availableEveryDay(premium.token),
    availableEveryDay(freeMember.token),
    grantEp(admin, freeMember.email, 10),
    grantEp(admin, extra.email, 10),
  ]);

  const services = {
    cheap: `Brand Story Sprint ${stamp}`,
    scheduled: `Logo Feedback Hour ${stamp}`,
    completed: `Pitch Polish ${stamp}`,
    expensive: `Full Brand Overhaul ${stamp}`,
  };
  const [cheapId, scheduledId, completedId] = [
    await service(premium.token, services.cheap, 1),
    await service(premium.token, services.scheduled, 1),
    await service(premium.token, services.completed, 1),
  ];
  await service(premium.token, services.expensive, 20);
  const franService = await service(freeMember.token, `Newsletter Clinic ${stamp}`, 1);
  const franOtherService = await service(freeMember.token, `Subject Line Lab ${stamp}`, 1);

  // Fran's side as requester.
  const withSession = await request(freeMember, scheduledId, 'Can we look at my logo?');
  await accept(premium, withSession);
  const scheduledOn = daysAhead(3);
  const franSession = await proposeSession(freeMember, withSession, 3);
  await ok(api('POST', `/sessions/${franSession}/respond`, premium.token, { action: 'accept' }), 'accept session');
  const reviewed = await completedExchange(freeMember, premium, completedId);
  await ok(
    api('POST', '/testimonials', premium.token, {
      exchange_request_id: reviewed,
      rating: 5,
      content: 'Fran came prepared and left with a plan.',
      is_public: true,
    }),
    'testimonial',
  );
  const toSchedule = await request(freeMember, cheapId, 'Would love a story sprint.');
  await accept(premium, toSchedule);
  // A long address in the thread: on a phone it wraps at its separators, not inside a word.
  const threadLink = `https://example.com/brand-story/worksheets/story-sprint-preparation-checklist?from=journey-${stamp}`;
  await ok(
    api('POST', `/requests/${toSchedule}/messages`, premium.token, {
      body: `Before we meet, fill in ${threadLink} please.`,
    }),
    'message',
  );

  // Fran's side as coach.
  await request(extra, franService, 'Please review my newsletter.');
  const xaviAccepted = await request(extra, franOtherService, 'And a second issue, please.');
  await accept(freeMember, xaviAccepted);
  await proposeSession(extra, xaviAccepted, 4);

  // Pia's public testimonial from Xavi.
  const xaviDone = await completedExchange(extra, premium, cheapId);
  await ok(
    api('POST', '/testimonials', extra.token, {
      exchange_request_id: xaviDone,
      rating: 4,
      content: 'Pia turned my messy notes into a brand story.',
      is_public: true,
    }),
    'testimonial',
  );

  // Needs: Fran's, which Pia's design services fit, and Xavi's, which Fran's fit.
  const needs = {
    fran: `Newsletter Branding ${stamp}`,
    xavi: `Sales Deck Design ${stamp}`,
    xaviMobile: `Pitch Deck Visuals ${stamp}`,
  };
  await ok(
    api('POST', '/needs', freeMember.token, {
      title: needs.fran,
      description: 'A look for my weekly newsletter.',
      category: 'design',
      max_energy: 5,
    }),
    'Fran’s need',
  );
  await ok(
    api('POST', '/needs', extra.token, {
      title: needs.xavi,
      description: 'Slides my prospects remember.',
      category: 'design',
      max_energy: 3,
    }),
    'Xavi’s need',
  );
  await ok(
    api('POST', '/needs', extra.token, {
      title: needs.xaviMobile,
      description: 'Visuals for my pitch deck.',
      category: 'design',
      max_energy: 3,
    }),
    'Xavi’s second need',
  );

  // A dispute in the admins' queue, between two members of its own.
  const [dana, cody] = await Promise.all([journeyMember('Dana Dispute'), journeyMember('Cody Coach')]);
  const dispute = { service: `Audit Call ${stamp}`, reason: 'The coach never joined the session we agreed on.' };
  const disputed = await request(dana, await service(cody.token, dispute.service, 1), 'An audit, please.');
  await accept(cody, disputed);
  await ok(api('POST', `/requests/${disputed}/complete`, dana.token), 'complete');
  await ok(api('POST', `/requests/${disputed}/dispute`, dana.token, { reason: dispute.reason }), 'dispute');
  const report = { reason: `Asked me to pay outside the platform (${stamp}).`, member: 'Cody Coach' };
  await ok(
    api('POST', '/reports', dana.token, { subject_type: 'member', subject_id: cody.id, reason: report.reason }),
    'report',
  );

  // For you's swap and ring cards (their titles and states must wrap on a phone).
  const [sol, rae] = await Promise.all([journeyMember('Sol Swapper'), journeyMember('Rae Ringmaker')]);
  const solService = await service(sol.token, `Headline Rescue Workshop ${stamp}`, 1);
  const raeService = await service(rae.token, `Pricing Page Teardown ${stamp}`, 1);
  const swap = await ok(
    api('POST', '/swaps', freeMember.token, { my_service_id: franOtherService, their_service_id: solService }),
    'propose swap',
  );
  await ok(api('POST', `/swaps/${swap.id}/accept`, sol.token), 'accept swap');
  await ok(
    api('POST', '/rings', sol.token, {
      my_service_id: solService,
      second_service_id: raeService,
      third_service_id: franService,
    }),
    'propose ring',
  );

  // Fran's exchanges with Gia, completed and disputed, one per viewport (services of their own:
  // nothing else of the journey lists them).
  const gia = await journeyMember('Gia Guide');
  const reversals = {} as JourneyWorld['reversals'];
  for (const viewport of ['desktop', 'mobile'] as const) {
    const title = `Voice Memo Review ${viewport} ${stamp}`;
    const requestId = await request(
      freeMember,
      await service(gia.token, title, 1),
      'A review of my voice memo, please.',
    );
    await accept(gia, requestId);
    await ok(api('POST', `/requests/${requestId}/complete`, freeMember.token), 'complete');
    const opened = await ok(
      api('POST', `/requests/${requestId}/dispute`, freeMember.token, {
        reason: 'The review never came, though the exchange was completed.',
      }),
      'dispute',
    );
    reversals[viewport] = { service: title, disputeId: opened.id as string };
  }

  const referral = await ok(api('GET', '/user/referral-info', freeMember.token), 'referral info');
  return {
    admin,
    premium,
    extra,
    free: { ...freeMember, referralCode: referral.referral_code },
    services,
    needs,
    dispute,
    reversals,
    report,
    threadLink,
    scheduledOn,
    franServiceIds: [franService, franOtherService],
    visitors: { desktop: [veraDesktop, paulDesktop], mobile: [veraMobile, paulMobile] },
  };
}
