import { Entity, PrimaryColumn } from 'typeorm';

/** One hourly slot (07…19) on a weekday (0 = monday … 6 = sunday) in the owner's timezone. */
@Entity('availability_slots')
export class AvailabilitySlot {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @PrimaryColumn('smallint')
  weekday: number;

  @PrimaryColumn('smallint')
  hour: number;
}
