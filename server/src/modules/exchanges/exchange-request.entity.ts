import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type RequestStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'completed';

@Entity('exchange_requests')
export class ExchangeRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'offer_id' })
  offerId: string;

  @Column('uuid', { name: 'requester_id' })
  requesterId: string;

  @Column('uuid', { name: 'coach_id' })
  coachId: string;

  @Column('text')
  message: string;

  @Column('text')
  status: RequestStatus;

  /** The price when requested: later edits of the offer do not change it. */
  @Column('integer', { name: 'energy_cost' })
  energyCost: number;

  /** True when the cost sits in escrow (free requester); premium requesters are never debited. */
  @Column('boolean')
  held: boolean;

  @Column('timestamptz', { name: 'requested_at' })
  requestedAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'responded_at', nullable: true })
  respondedAt: Date | null;

  @Column('timestamptz', { name: 'session_date', nullable: true })
  sessionDate: Date | null;

  @Column('timestamptz', { name: 'completed_at', nullable: true })
  completedAt: Date | null;
}
