import { defineMessages } from '@formatjs/intl';
import type { DataSource } from 'typeorm';
import { notFound } from '../../common/errors/domain-error.js';
import { inTransaction } from '../../db/transaction.js';
import { one, run } from '../../db/typed-query.js';
import { insertAvailability, insertDemoService } from '../catalogue/index.js';
import { insertDemoMember, signupBonus } from '../identity/index.js';
import { createDemoProfile } from '../profiles/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { MediaService } from '../media/index.js';
import { DEMO_COACHES } from './demo-data.js';
import { demoPortrait } from './demo-pictures.js';

const DemoMessages = defineMessages({
  disabled: { id: 'demo.disabled', defaultMessage: 'Demo data is disabled' },
});

/** Loads the fixed demo catalogue; idempotent, and a 404 when DEMO_DATA is off. */
export class DemoDataService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly media: MediaService,
    readonly enabled: boolean,
  ) {}

  /** Returns how many demo coaches were new. */
  async load(): Promise<{ createdCoaches: number; coaches: number }> {
    if (!this.enabled) throw notFound(DemoMessages.disabled);
    let created = 0;
    for (const [index, coach] of DEMO_COACHES.entries()) {
      await inTransaction(this.db, async (tx) => {
        const inserted = await one(tx, insertDemoMember, [
          coach.id,
          coach.email,
          coach.fullName,
          coach.userType,
          coach.timezone,
          `DEMO${coach.id.slice(-4)}`,
        ]);
        if (!inserted) return; // already there
        created++;
        // A face for the directory, stored as media like an upload (only for a coach that is new).
        const picture = await this.media.storePicture(await demoPortrait(index), tx);
        await run(tx, createDemoProfile, [
          coach.id,
          coach.bio,
          coach.location,
          coach.experienceYears,
          coach.skills,
          picture,
        ]);
        await this.ledger.openWallet(tx, coach.id);
        await this.ledger.transfer(tx, signupBonus(coach.id));
        const slots = Object.entries(coach.availability).flatMap(([weekday, hours]) =>
          hours.map((hour) => ({ weekday: Number(weekday), hour })),
        );
        if (slots.length)
          await run(tx, insertAvailability, [coach.id, slots.map((s) => s.weekday), slots.map((s) => s.hour)]);
        for (const o of coach.services) {
          await run(tx, insertDemoService, [
            o.id,
            coach.id,
            o.title,
            o.description,
            o.category,
            o.durationMinutes,
            o.energyCost,
            o.maxParticipants,
          ]);
        }
      });
    }
    return { createdCoaches: created, coaches: DEMO_COACHES.length };
  }
}
