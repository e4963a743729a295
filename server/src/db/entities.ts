import { User } from '../modules/identity/user.entity.js';
import { OneTimeCode } from '../modules/identity/one-time-code.entity.js';
import { Profile } from '../modules/profiles/profile.entity.js';
import { LedgerAccount, LedgerEntry } from '../modules/ledger/ledger.entity.js';
import { Referral } from '../modules/referrals/referral.entity.js';
import { Category } from '../modules/catalogue/category.entity.js';
import { Offer } from '../modules/catalogue/offer.entity.js';
import { AvailabilitySlot } from '../modules/catalogue/availability-slot.entity.js';
import { ExchangeRequest } from '../modules/exchanges/exchange-request.entity.js';
import { ExchangeSession } from '../modules/exchanges/session.entity.js';
import { Testimonial } from '../modules/exchanges/testimonial.entity.js';
import { Notification } from '../modules/notifications/notification.entity.js';
import { AdminRole } from '../modules/admin/admin-role.entity.js';
import { Payment } from '../modules/premium/payment.entity.js';

export const entities = [
  User,
  OneTimeCode,
  Profile,
  LedgerAccount,
  LedgerEntry,
  Referral,
  Category,
  Offer,
  AvailabilitySlot,
  ExchangeRequest,
  ExchangeSession,
  Testimonial,
  Notification,
  AdminRole,
  Payment,
];
