import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Recorded at sign-up; completed (and rewarded) when the referred member finishes onboarding. */
@Entity('referrals')
export class Referral {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'referrer_id' })
  referrerId: string;

  @Column('uuid', { name: 'referred_id' })
  referredId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'completed_at', nullable: true })
  completedAt: Date | null;
}
