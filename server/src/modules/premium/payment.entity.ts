import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PaymentStatus = 'open' | 'paid' | 'unpaid' | 'expired';

/** One premium checkout, keyed by its Checkout Session id; fulfilled at most once. */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text')
  provider: 'stripe' | 'local';

  @Column('text', { name: 'checkout_session_id' })
  checkoutSessionId: string;

  @Column('integer', { name: 'amount_cents' })
  amountCents: number;

  @Column('text')
  currency: string;

  @Column('text')
  status: PaymentStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'fulfilled_at', nullable: true })
  fulfilledAt: Date | null;
}
