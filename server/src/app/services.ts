import type { DataSource } from 'typeorm';
import { prepareTransactionStatements, preparedStatements, type Db } from '../db/typed-query.js';
import { ReplicaReads } from '../db/replicas.js';
import type { Config } from '../config/env.js';
import { TokenService } from '../common/auth/tokens.js';
import { RateLimiter } from '../common/rate-limit.js';
import type { Mailer } from '../common/mail/mailer.js';
import { LedgerService } from '../modules/ledger/index.js';
import { ledgerSources } from './ledger-sources.js';
import { ReferralService } from '../modules/referrals/index.js';
import { IdentityService } from '../modules/identity/index.js';
import { openProfile, ProfileService } from '../modules/profiles/index.js';
import {
  CatalogueService,
  ServiceService,
  AvailabilityService,
  CategoryAdminService,
} from '../modules/catalogue/index.js';
import { DemoDataService } from '../modules/demo/index.js';
import { AdminRoleService, AdminService, AdminCsvService } from '../modules/admin/index.js';
import { GravatarClient } from '../common/gravatar.js';
import { NotificationService, type NotificationRef } from '../modules/notifications/index.js';
import type { EventBus } from '../common/events/event-bus.js';
import { PublicAnswers } from '../common/http/public-answers.js';
import { StripeGateway } from '../common/payments/stripe-gateway.js';
import { LocalGateway } from '../common/payments/local-gateway.js';
import { DisabledGateway } from '../common/payments/disabled-gateway.js';
import type { PaymentGateway } from '../common/payments/gateway.js';
import { useDatabaseTimeZones } from '../common/validation.js';
import { PremiumService } from '../modules/premium/index.js';
import { ExchangeService, SessionService, TestimonialService, AchievementService } from '../modules/exchanges/index.js';
import { ConversationService, exportMessagesOf } from '../modules/conversations/index.js';
import { CalendarService } from '../modules/calendar/index.js';
import { MediaService } from '../modules/media/index.js';
import { AuditLog } from '../modules/audit/index.js';
import { AccountExport, CORE_EXPORT_SECTIONS, rows as exportRows } from '../modules/account/index.js';
import { DisputeService, exportDisputesOf } from '../modules/disputes/index.js';
import { ReliabilityService } from '../modules/reliability/index.js';
import { NeedService, exportNeedsOf } from '../modules/needs/index.js';
import { SwapService, MatchService, exportSwapsOf, exportRingsOf } from '../modules/swaps/index.js';
import { OutboxService, MailService, UnsubscribeTokens } from '../modules/mail/index.js';
import { PushOutbox, PushService, exportPushDevicesOf } from '../modules/push/index.js';
import type { AppModule } from '../common/app-module.js';
import { MODULES } from './modules.js';

/**
 * Every domain service, wired once at start-up and shared by both transports: first the services
 * that hand each other callbacks (a service told of another made after it), by hand below; then
 * each module's own, in the order of `app/modules.ts`.
 */
export function createServices(config: Config, db: DataSource, mailer: Mailer, bus: EventBus) {
  const made: Record<string, unknown> = { ...coreServices(config, db, mailer, bus) };
  // Each module sees what was made before it; its own names are added for the modules after it.
  // The type check cannot see that order, so a module asking for one made later (or not at all)
  // stops the start here, by name, instead of holding an undefined.
  for (const module of appModules) {
    if (!module.services) continue;
    const before = new Proxy(made, {
      get(target, key) {
        if (typeof key === 'string' && !(key in target))
          throw new Error(`module ${module.name} asks for "${key}", which no module before it makes (app/modules.ts)`);
        return target[key as string];
      },
    });
    for (const [key, value] of Object.entries(module.services(before as Services))) {
      if (key in made) throw new Error(`module ${module.name} makes "${key}", which is already made`);
      made[key] = value;
    }
  }
  return made as Services;
}

type CoreServices = ReturnType<typeof coreServices>;

/** What the modules' own `services` make, by name. */
type ModuleServices = UnionToIntersection<MadeBy<(typeof MODULES)[number]>>;
type MadeBy<Module> = Module extends { services: (made: never) => infer Made } ? Made : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

export type Services = CoreServices & ModuleServices;

/**
 * The modules as the app uses them: each one's services and routes take the app's services. This
 * assignment is the check that every module asks only for services the app makes, under those
 * names and types.
 */
export const appModules: ReadonlyArray<AppModule<Services, object, Services>> = MODULES;

function coreServices(config: Config, db: DataSource, mailer: Mailer, bus: EventBus) {
  // Members' timezones must be ones PostgreSQL knows (read once, on first use).
  useDatabaseTimeZones(db);
  const tokens = new TokenService(config.jwtSecret);
  const ledger = new LedgerService(ledgerSources);
  // Every mail goes through the outbox (docs/notifications.md); its worker is started by serve.ts.
  const unsubscribeTokens = new UnsubscribeTokens(config.jwtSecret);
  const outbox = new OutboxService(db, mailer, unsubscribeTokens, {
    appUrl: config.appUrl,
    messageIdHost: /@([\w.-]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? new URL(config.appUrl).hostname,
    retryBaseMs: config.mailRetryBaseMs,
    maxAttempts: config.mailMaxAttempts,
    retryMaxMs: config.mailRetryMaxMs,
    sweepMs: config.mailSweepMs,
    leaseMs: config.mailLeaseMs,
  });
  // Web Push, the third channel (docs/notifications.md): its own outbox, the same sweep and lease.
  const pushOutbox = new PushOutbox(db, {
    vapid: config.vapid,
    retryBaseMs: config.pushRetryBaseMs,
    retryMaxMs: config.pushRetryMaxMs,
    maxAttempts: config.pushMaxAttempts,
    sweepMs: config.mailSweepMs,
    leaseMs: config.mailLeaseMs,
  });
  const push = new PushService(db, pushOutbox, {
    publicKey: config.vapid?.publicKey,
    production: config.nodeEnv === 'production',
  });
  const mail = new MailService(db, outbox, unsubscribeTokens, push);
  const notifications = new NotificationService(db, bus, [mail, push]);
  const referrals = new ReferralService(
    db,
    ledger,
    config.appUrl,
    (referrerId) => notifications.accountChanged(referrerId),
    notifications,
  );
  // A bus channel means a server PostgreSQL (PgEventBus), where hot reads are prepared on the pool
  // (`hotReads`) and every transaction's statements on its connection.
  const prepared = bus.channel ? preparedStatements(db) : null;
  if (prepared) prepareTransactionStatements(db);
  // The reads that may be a moment stale go to hot standbys when DATABASE_REPLICA_URLS names some
  // (db/replicas.ts); without them `reads` is the primary, as every other read.
  const replicas = config.databaseReplicaUrls.length
    ? new ReplicaReads(db, config.databaseReplicaUrls, {
        maxLagMs: config.replicaMaxLagMs,
        connectTimeoutMs: config.dbConnectTimeoutMs,
        statementTimeoutMs: config.dbStatementTimeoutMs,
      })
    : undefined;
  const reads: Db = replicas ?? db;
  // Categories are read on every page: prepared on the primary's pool, or on the replicas (which prepare them too).
  const catalogue = new CatalogueService(reads, replicas ? null : prepared);
  const limiter = new RateLimiter(db);
  const identity = new IdentityService(
    db,
    tokens,
    outbox,
    ledger,
    referrals,
    openProfile,
    {
      appUrl: config.appUrl,
      codeSecret: config.jwtSecret,
    },
    limiter,
    bus,
    prepared,
  );
  const gravatar = new GravatarClient(config.gravatarBaseUrl);
  const media = new MediaService(db, reads);
  // Writers of the member row a signed-in call reads tell every instance's session cache.
  const memberChanged = (memberId: string) => identity.announceMemberChange(memberId);
  const profiles = new ProfileService(db, referrals, catalogue, gravatar, media, memberChanged);
  const needs = new NeedService(db, catalogue, notifications, (n) => notifications.published(n), reads);
  const services = new ServiceService(db, catalogue, (service) => needs.alertForNewService(service), reads);
  const availability = new AvailabilityService(db, memberChanged);
  const publish = (n: NotificationRef) => notifications.published(n);
  const swaps = new SwapService(db, ledger, notifications, publish);
  const matches = new MatchService(db, prepared);
  const exchanges = new ExchangeService(db, ledger, notifications, publish, swaps);
  const sessions = new SessionService(db, exchanges, notifications, publish, async (tx, afterCommit, c) =>
    mail.sessionConfirmed(tx, afterCommit, {
      ...c,
      invitation: (reader) => calendar.invitationForSession(c.sessionId, { db: tx, ...reader }),
    }),
  );
  const testimonials = new TestimonialService(db, ledger, notifications, publish, reads);
  const achievements = new AchievementService(db);
  const conversations = new ConversationService(db, limiter, notifications, bus);
  const calendar = new CalendarService(db, { appUrl: config.appUrl, secret: config.jwtSecret });
  const demo = new DemoDataService(db, ledger, media, config.demoData);
  // Production without a Stripe key gets no Premium rather than the free local test checkout.
  const gateway: PaymentGateway =
    config.payments === 'stripe'
      ? new StripeGateway(config.stripeSecretKey!, config.stripeWebhookSecret!, config.stripeApiBase)
      : config.payments === 'local'
        ? new LocalGateway(db, config.appUrl)
        : new DisabledGateway();
  const premium = new PremiumService(
    db,
    gateway,
    {
      appUrl: config.appUrl,
      priceCents: config.premiumPriceCents,
      currency: config.premiumCurrency,
      production: config.nodeEnv === 'production',
    },
    notifications,
    memberChanged,
  );
  // Every admin action is recorded through this one log (dispute resolution too).
  const audit = new AuditLog(db);
  const adminRoles = new AdminRoleService(db, audit);
  const admin = new AdminService(
    db,
    ledger,
    audit,
    (locale) => catalogue.skillLabels(locale),
    (userId) => notifications.accountChanged(userId),
    reads,
  );
  const adminCsv = new AdminCsvService(db, ledger, catalogue, identity, audit);
  // "My data": one section per kind of record. Conversations and needs add theirs here
  // (e.g. `{ name: 'messages', read: … }`, `{ name: 'needs', read: … }`).
  const accountExport = new AccountExport(db, [
    ...CORE_EXPORT_SECTIONS,
    { name: 'achievements', read: (tx, memberId) => achievements.forMember(memberId, { db: tx }) },
    exportRows('messages', exportMessagesOf),
    exportRows('needs', exportNeedsOf),
    exportRows('swaps', exportSwapsOf),
    exportRows('swap_rings', exportRingsOf),
    exportRows('disputes', exportDisputesOf),
    exportRows('push_devices', exportPushDevicesOf),
  ]);
  const disputes = new DisputeService(db, ledger, notifications, publish, (tx, adminId, r) =>
    audit.recordByMember(tx, adminId, {
      action: 'dispute_resolved',
      subject: (r.requestId ?? r.seatId)!,
      detail: { ...r },
    }),
  );
  const reliability = new ReliabilityService(db);
  // Public /api answers kept a second (categories, Discover's first page for visitors). A change of
  // the categories is seen at once on this instance; the others' answers expire within the second,
  // as with any other change to what those answers show.
  const publicAnswers = new PublicAnswers();
  const categoryAdmin = new CategoryAdminService(db, audit, () => publicAnswers.forget());
  return {
    config,
    db,
    replicas,
    mailer,
    bus,
    tokens,
    limiter,
    ledger,
    referrals,
    catalogue,
    identity,
    profiles,
    services,
    availability,
    notifications,
    exchanges,
    sessions,
    testimonials,
    achievements,
    premium,
    demo,
    adminRoles,
    admin,
    adminCsv,
    conversations,
    calendar,
    media,
    audit,
    accountExport,
    disputes,
    reliability,
    needs,
    swaps,
    matches,
    outbox,
    mail,
    pushOutbox,
    push,
    categoryAdmin,
    publicAnswers,
  };
}
