import type { DataSource } from 'typeorm';
import { notFound } from '../../common/errors/domain-error.js';
import { knownTimeZone } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, run } from '../../db/typed-query.js';
import { setMemberTimezone } from '../identity/index.js';
import * as q from './catalogue.queries.js';
import { WEEKDAYS, emptyWeek, parseAvailability, slotLabel, type WeeklyAvailability } from './availability.js';
import { isUuid } from '../../common/validation.js';
import { CatalogueMessages } from './catalogue.messages.js';

export interface MemberAvailability {
  availability: WeeklyAvailability;
  /** The owner's IANA timezone: the slots are in it (docs/design.md §3). */
  timezone: string;
}

/** Weekly availability: hourly slots in the owner's timezone. */
export class AvailabilityService {
  constructor(
    private readonly db: DataSource,
    /** Identity's `announceMemberChange`: a new timezone changes the member row a signed-in call reads. */
    private readonly memberChanged: (memberId: string) => Promise<void>,
  ) {}

  async get(userId: string): Promise<MemberAvailability> {
    if (!isUuid(userId)) throw notFound(CatalogueMessages.userNotFound);
    const user = await one(this.db, q.memberTimezone, [userId]);
    if (!user) throw notFound(CatalogueMessages.userNotFound);
    const rows = await many(this.db, q.availabilitySlots, [userId]);
    const availability = emptyWeek();
    for (const r of rows) availability[WEEKDAYS[r.weekday]].push(slotLabel(r.hour));
    return { availability, timezone: user.timezone };
  }

  /**
   * Replaces the whole week (and, when given, the member's timezone) in one transaction. Saves of
   * one member queue on their user row, so a double-clicked save ends as one save does: without it,
   * two saves both deleted the (same) old week and the second insert of the new one hit
   * availability_slots_pkey (9 of 10 double saves answered 500).
   */
  async set(
    userId: string,
    availability: Readonly<Record<string, unknown>>,
    timezoneInput?: unknown,
  ): Promise<MemberAvailability> {
    const slots = parseAvailability(availability);
    // Sign-up's rule (PostgreSQL computes the member's slots with the zone): a zone only the
    // runtime knew was saved here, and every session proposal to that member then failed.
    const timezone = timezoneInput === undefined ? undefined : await knownTimeZone(timezoneInput);
    await inTransaction(this.db, async (tx) => {
      const owner = await one(tx, q.lockAvailabilityOwner, [userId]);
      if (!owner) throw notFound(CatalogueMessages.userNotFound);
      if (timezone !== undefined) await run(tx, setMemberTimezone, [userId, timezone]);
      await run(tx, q.clearAvailability, [userId]);
      if (slots.length)
        await run(tx, q.insertAvailability, [userId, slots.map((s) => s.weekday), slots.map((s) => s.hour)]);
    });
    if (timezone !== undefined) await this.memberChanged(userId);
    return this.get(userId);
  }

  /** Which of these members have set any availability (one query). */
  async withAvailability(userIds: readonly string[]): Promise<Set<string>> {
    const rows = await many(this.db, q.membersWithAvailability, [userIds]);
    return new Set(rows.map((r) => r.user_id));
  }
}
