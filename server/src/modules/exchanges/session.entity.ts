import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * `cancelled`: closed, without taking place, by the completion of its exchange (another session
 * was held, or the exchange was completed before this one's time): see docs/ledger.md.
 */
export type SessionStatus = 'pending' | 'accepted' | 'rejected' | 'completed' | 'cancelled';

/** A proposed meeting for an accepted exchange request, in a slot of the other party's availability. */
@Entity('sessions')
export class ExchangeSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'exchange_request_id' })
  exchangeRequestId: string;

  @Column('uuid', { name: 'coach_id' })
  coachId: string;

  @Column('uuid', { name: 'student_id' })
  studentId: string;

  @Column('uuid', { name: 'proposer_id' })
  proposerId: string;

  @Column('text')
  status: SessionStatus;

  /** The instant, computed in the availability owner's timezone. */
  @Column('timestamptz', { name: 'starts_at' })
  startsAt: Date;

  /** The calendar date and "HH:00" slot as the availability owner sees them. */
  @Column('date', { name: 'proposed_date' })
  proposedDate: string;

  @Column('text', { name: 'proposed_time_slot' })
  proposedTimeSlot: string;

  @Column('text', { nullable: true })
  notes: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'responded_at', nullable: true })
  respondedAt: Date | null;

  @Column('timestamptz', { name: 'completed_at', nullable: true })
  completedAt: Date | null;
}
