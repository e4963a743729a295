import type { DataSource } from 'typeorm';
import type { Config } from '../config/env.js';
import { TokenService } from '../common/auth/tokens.js';
import { RateLimiter } from '../common/rate-limit.js';
import type { Mailer } from '../common/mail/mailer.js';
import { LedgerService } from '../modules/ledger/ledger.service.js';
import { ledgerSources } from './ledger-sources.js';
import { ReferralService } from '../modules/referrals/referral.service.js';
import { IdentityService } from '../modules/identity/identity.service.js';
import { ProfileService } from '../modules/profiles/profile.service.js';
import { CatalogueService } from '../modules/catalogue/catalogue.service.js';
import { DemoDataService } from '../modules/demo/demo-data.service.js';
import { AdminRoleService } from '../modules/admin/admin-role.service.js';
import { AdminService } from '../modules/admin/admin.service.js';
import { AdminCsvService } from '../modules/admin/admin-csv.js';
import { GravatarClient } from '../common/gravatar.js';
import { OfferService } from '../modules/catalogue/offer.service.js';
import { AvailabilityService } from '../modules/catalogue/availability.service.js';
import { NotificationService, type CreatedNotification } from '../modules/notifications/notification.service.js';
import type { EventBus } from '../common/events/event-bus.js';
import { StripeGateway } from '../common/payments/stripe-gateway.js';
import { LocalGateway } from '../common/payments/local-gateway.js';
import { DisabledGateway } from '../common/payments/disabled-gateway.js';
import type { PaymentGateway } from '../common/payments/gateway.js';
import { useDatabaseTimeZones } from '../common/validation.js';
import { PremiumService } from '../modules/premium/premium.service.js';
import { ExchangeService } from '../modules/exchanges/exchange.service.js';
import { SessionService } from '../modules/exchanges/session.service.js';
import { TestimonialService } from '../modules/exchanges/testimonial.service.js';
import { AchievementService } from '../modules/exchanges/achievement.service.js';
import { OutboxService } from '../modules/mail/outbox.js';
import { MailService } from '../modules/mail/mail.service.js';
import { UnsubscribeTokens } from '../modules/mail/unsubscribe-token.js';

/** Every domain service, wired once at start-up and shared by both transports. */
export function createServices(config: Config, db: DataSource, mailer: Mailer, bus: EventBus) {
  // Members' timezones must be ones PostgreSQL knows (read once, on first use).
  useDatabaseTimeZones(db);
  const tokens = new TokenService(config.jwtSecret);
  const ledger = new LedgerService(ledgerSources);
  // Every mail goes through the outbox (docs/mail.md); its worker is started by main.ts.
  const unsubscribeTokens = new UnsubscribeTokens(config.jwtSecret);
  const outbox = new OutboxService(db, mailer, unsubscribeTokens, {
    appUrl: config.appUrl,
    messageIdHost: /@([\w.-]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? new URL(config.appUrl).hostname,
    retryBaseMs: config.mailRetryBaseMs,
    maxAttempts: config.mailMaxAttempts,
    sweepMs: config.mailSweepMs,
    leaseMs: config.mailLeaseMs,
  });
  const mail = new MailService(db, outbox, unsubscribeTokens);
  const notifications = new NotificationService(db, bus, mail);
  const referrals = new ReferralService(db, ledger, config.appUrl, (referrerId) => notifications.accountChanged(referrerId), notifications);
  const catalogue = new CatalogueService(db);
  const limiter = new RateLimiter(db);
  const identity = new IdentityService(db, tokens, outbox, ledger, referrals, {
    appUrl: config.appUrl,
    codeSecret: config.jwtSecret,
  }, limiter, bus);
  const gravatar = new GravatarClient(config.gravatarBaseUrl);
  const profiles = new ProfileService(db, referrals, catalogue, gravatar);
  const offers = new OfferService(db, catalogue);
  const availability = new AvailabilityService(db);
  const publish = (n: CreatedNotification) => notifications.published(n);
  const exchanges = new ExchangeService(db, ledger, notifications, publish);
  const sessions = new SessionService(db, exchanges, notifications, publish);
  const testimonials = new TestimonialService(db, ledger, notifications, publish);
  const achievements = new AchievementService(db);
  const demo = new DemoDataService(db, ledger, config.demoData);
  // Production without a Stripe key gets no Premium rather than the free local test checkout.
  const gateway: PaymentGateway =
    config.payments === 'stripe'
      ? new StripeGateway(config.stripeSecretKey!, config.stripeWebhookSecret!, config.stripeApiBase)
      : config.payments === 'local'
        ? new LocalGateway(db, config.appUrl)
        : new DisabledGateway();
  const premium = new PremiumService(db, gateway, {
    appUrl: config.appUrl,
    priceCents: config.premiumPriceCents,
    currency: config.premiumCurrency,
    production: config.nodeEnv === 'production',
  }, notifications);
  const adminRoles = new AdminRoleService(db);
  const admin = new AdminService(db, ledger, (userId) => notifications.accountChanged(userId));
  const adminCsv = new AdminCsvService(db, ledger, catalogue, identity);
  return {
    config, db, mailer, bus, tokens, limiter, ledger, referrals, catalogue, identity, profiles, offers, availability,
    notifications, exchanges, sessions, testimonials, achievements, premium, demo, adminRoles, admin, adminCsv,
    outbox, mail,
  };
}

export type Services = ReturnType<typeof createServices>;
