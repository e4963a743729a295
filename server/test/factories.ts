import type { TestServices } from './harness.js';
import type { SignupInput } from '../src/modules/identity/index.js';

let seq = 0;

/**
 * Signs a member up through the identity service; returns the token and the user. The address is
 * marked verified (as if the member had entered the mailed code) unless `verified: false`.
 */
export async function createMember(app: TestServices, overrides: Partial<SignupInput> & { verified?: boolean } = {}) {
  seq++;
  const input = {
    email: `member${seq}@example.com`,
    password: 'secret1',
    fullName: `Member ${seq}`,
    timezone: 'UTC',
    ...overrides,
  } as SignupInput & { verified?: boolean };
  const verified = input.verified !== false;
  delete input.verified;
  const { accessToken, user } = await app.services.identity.signup(input);
  await app.smtp?.settled(); // the sign-up's confirmation mail is out before the test looks at the inbox
  if (verified) {
    await app.db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [user.id]);
    // The confirmation code mailed at sign-up counts as entered, long enough ago for a new code.
    await app.db.query(
      `UPDATE one_time_codes SET consumed_at = now(), created_at = created_at - interval '61 seconds' WHERE email = $1`,
      [user.email],
    );
    user.emailVerifiedAt = new Date();
  }
  return { token: accessToken, user };
}

/** The admin tests' cast: root@example.com (super_admin), ops@example.com (admin) and joe@example.com (a member). */
export async function adminCast(app: TestServices) {
  const superAdmin = await createMember(app, { email: 'root@example.com', fullName: 'Root' });
  const admin = await createMember(app, { email: 'ops@example.com', fullName: 'Ops' });
  const member = await createMember(app, { email: 'joe@example.com', fullName: 'Joe' });
  await app.services.adminRoles.bootstrap(['root@example.com']);
  await app.services.adminRoles.grant('root@example.com', 'ops@example.com', 'admin');
  return { superAdmin, admin, member };
}

/** Gives a member extra EP through the ledger (an admin adjustment). */
export async function grantEp(app: TestServices, userId: string, amount: number) {
  const { inTransaction } = await import('../src/db/transaction.js');
  await inTransaction(app.db, (tx) =>
    app.services.ledger.transfer(tx, {
      from: 'issuance',
      to: { wallet: userId },
      amount,
      kind: 'admin_adjustment',
      idempotencyKey: `test-grant:${userId}:${++seq}`,
    }),
  );
}

export async function makePremium(app: TestServices, userId: string) {
  await app.db.query(`UPDATE users SET user_type = 'premium' WHERE id = $1`, [userId]);
  // A write outside the services: tell the instances' session caches, as the services do.
  await app.services.identity.announceMemberChange(userId);
}

/** Publishes a service for a coach. */
export async function createService(
  app: TestServices,
  coachId: string,
  overrides: Partial<{
    title: string;
    energyCost: number;
    category: string;
    durationMinutes: number;
    maxParticipants: number;
  }> = {},
) {
  return app.services.services.create(coachId, {
    title: overrides.title ?? `Service ${++seq}`,
    description: 'A helpful session.',
    category: overrides.category ?? 'business_coaching',
    durationMinutes: overrides.durationMinutes ?? 60,
    energyCost: overrides.energyCost ?? 1,
    maxParticipants: overrides.maxParticipants ?? 1,
  });
}

/** Every day, every hour 07–19 (so any future date has slots). */
export async function availableAllWeek(app: TestServices, userId: string, hours = [9, 10, 11, 14, 15, 16]) {
  const week = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      hours.map((h) => `${String(h).padStart(2, '0')}:00`),
    ]),
  );
  await app.services.availability.set(userId, week);
}

export async function balanceOf(app: TestServices, userId: string): Promise<number> {
  return (await app.services.ledger.walletBalances(app.db.manager, [userId])).get(userId)!;
}

/** A date string N days from today in a timezone (YYYY-MM-DD). */
export function dayInZone(daysAhead: number, timeZone = 'UTC'): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/**
 * The property tests' cast (ledger, swaps, rings), on a database emptied first since each run starts
 * afresh: one member per entry of `costs`, each owning one service of that cost; the first member has
 * 5 EP over the signup bonus (so it can afford more than the others), the last one is premium (its
 * requests hold nothing). `premium` is the last one's index.
 */
export async function propertyCast(app: TestServices, costs: number[]) {
  await app.reset();
  const members = [];
  for (let i = 0; i < costs.length; i++) members.push(await createMember(app));
  await grantEp(app, members[0].user.id, 5);
  const premium = costs.length - 1;
  await makePremium(app, members[premium].user.id);
  const services = [];
  for (let i = 0; i < costs.length; i++)
    services.push(await createService(app, members[i].user.id, { energyCost: costs[i] }));
  return { members, services, premium };
}
