import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

export type AccountKind = 'wallet' | 'issuance' | 'escrow';

/** A ledger account: one wallet per member, plus the system accounts issuance and escrow. */
@Entity('ledger_accounts')
export class LedgerAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  kind: AccountKind;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  /** Cached sum of the account's entries; CHECK >= 0 except for issuance. */
  @Column('integer')
  balance: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export type EntryKind =
  | 'signup_bonus'
  | 'request_hold'
  | 'hold_release'
  | 'settlement'
  | 'testimonial_reward'
  | 'referral_reward'
  | 'import_opening_balance'
  | 'admin_adjustment'
  | 'reversal';

/** One append-only movement of `amount` EP from the debit account to the credit account. */
@Entity('ledger_entries')
export class LedgerEntry {
  @PrimaryColumn('bigint', { generated: 'identity' })
  id: string;

  @Column('uuid', { name: 'debit_account_id' })
  debitAccountId: string;

  @Column('uuid', { name: 'credit_account_id' })
  creditAccountId: string;

  @Column('integer')
  amount: number;

  @Column('text')
  kind: EntryKind;

  @Column('text', { nullable: true })
  reference: string | null;

  @Column('text', { name: 'idempotency_key' })
  idempotencyKey: string;

  @Column('text', { nullable: true })
  memo: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
