import type { DataSource } from 'typeorm';
import { notFound } from '../../common/errors/domain-error.js';
import { inTransaction } from '../../db/transaction.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { STARTING_BALANCE } from '../identity/identity.service.js';
import { DEMO_COACHES } from './demo-data.js';

/** Loads the fixed demo catalogue; idempotent, and a 404 when DEMO_DATA is off. */
export class DemoDataService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    readonly enabled: boolean,
  ) {}

  /** Returns how many demo coaches were new. */
  async load(): Promise<{ createdCoaches: number; coaches: number }> {
    if (!this.enabled) throw notFound('Demo data is disabled');
    let created = 0;
    for (const coach of DEMO_COACHES) {
      await inTransaction(this.db, async (tx) => {
        const rows: unknown[] = await tx.query(
          `INSERT INTO users (id, email, full_name, user_type, profile_completed, timezone, referral_code)
           VALUES ($1, $2, $3, $4, true, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
          [coach.id, coach.email, coach.fullName, coach.userType, coach.timezone, `DEMO${coach.id.slice(-4)}`],
        );
        if (rows.length === 0) return; // already there
        created++;
        await tx.query(
          `INSERT INTO profiles (user_id, bio, location, experience_years, skills) VALUES ($1, $2, $3, $4, $5)`,
          [coach.id, coach.bio, coach.location, coach.experienceYears, coach.skills],
        );
        await this.ledger.openWallet(tx, coach.id);
        await this.ledger.transfer(tx, {
          from: 'issuance',
          to: { wallet: coach.id },
          amount: STARTING_BALANCE,
          kind: 'signup_bonus',
          reference: coach.id,
          idempotencyKey: `signup:${coach.id}`,
        });
        for (const [weekday, hours] of Object.entries(coach.availability)) {
          for (const hour of hours) {
            await tx.query(`INSERT INTO availability_slots (user_id, weekday, hour) VALUES ($1, $2, $3)`, [coach.id, Number(weekday), hour]);
          }
        }
        for (const o of coach.offers) {
          await tx.query(
            `INSERT INTO offers (id, coach_id, title, description, category, duration_minutes, energy_cost, max_participants)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [o.id, coach.id, o.title, o.description, o.category, o.durationMinutes, o.energyCost, o.maxParticipants],
          );
        }
      });
    }
    return { createdCoaches: created, coaches: DEMO_COACHES.length };
  }
}
