import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a code was mailed for: signing in, signing up, or confirming the address of a signed-in member. */
export type CodePurpose = 'login' | 'signup' | 'verify';

/** A hashed one-time code mailed for sign-in, sign-up or address confirmation (DESIGN §4). */
@Entity('one_time_codes')
export class OneTimeCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  @Column('text')
  purpose: CodePurpose;

  @Column('text', { name: 'code_hash' })
  codeHash: string;

  /** Sign-up details, kept until the code is verified and the member is created. */
  @Column('text', { name: 'full_name', nullable: true })
  fullName: string | null;

  @Column('text', { name: 'referral_code', nullable: true })
  referralCode: string | null;

  @Column('text', { nullable: true })
  timezone: string | null;

  @Column('integer')
  attempts: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'consumed_at', nullable: true })
  consumedAt: Date | null;
}
