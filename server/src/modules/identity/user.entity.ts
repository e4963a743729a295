import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { namedEnum, type EnumValue } from '../../common/graphql/enums.js';

export const UserType = namedEnum('UserType', 'Membership tier: premium members have unlimited EP.', {
  FREE: ['free', 'A free member: pays EP from the wallet, which starts at 1 EP.'],
  PREMIUM: ['premium', 'A Premium member: unlimited EP (shown as ∞), verified badge, listed first.'],
});
export type UserType = EnumValue<typeof UserType>;

/** A member. Balances live in the ledger (wallet account), not here. */
// Plain fields by graphql-js's default resolver (see AchievementType); email, balances and level are @FieldResolvers.
@ObjectType({ simpleResolvers: true, description: 'A member of Energy Exchange.' })
@Entity('users')
export class User {
  @Field(() => ID, { description: 'Unique id of the member (a UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  // Nullable in the schema: UserContactResolver shows it only to whom it may (contact privacy).
  @Field(() => String, {
    nullable: true,
    description:
      'Lower-cased, trimmed email address: for the member themself, admins and the other party of an accepted or completed exchange; null for anyone else.',
  })
  @Column('text')
  email: string;

  @Field({ description: 'Full name as the member entered it (at most 100 characters).' })
  @Column('text', { name: 'full_name' })
  fullName: string;

  /** scrypt hash; null for members who only ever signed in with a code. */
  @Column('text', { name: 'password_hash', nullable: true })
  passwordHash: string | null;

  @Field(() => UserType, { description: 'FREE or PREMIUM; PREMIUM once a Premium payment is fulfilled.' })
  @Column('text', { name: 'user_type' })
  userType: UserType;

  @Field({ description: 'False until the onboarding profile has been saved.' })
  @Column('boolean', { name: 'profile_completed' })
  profileCompleted: boolean;

  @Field({ description: 'IANA timezone, e.g. Europe/Paris.' })
  @Column('text')
  timezone: string;

  @Field({
    description:
      'The language the member reads Energy Exchange in (en, es, de, ar: the languages with catalogs); en by default.',
  })
  @Column('text')
  locale: string;

  @Field({ description: 'Code for the referral link {APP_URL}/?ref=CODE.' })
  @Column('text', { name: 'referral_code' })
  referralCode: string;

  /**
   * When the owner of the address proved it with a mailed code; null until then. An unverified
   * member may use the app, but gets no admin role, earns their referrer nothing and receives no
   * mail but the verification (docs/identity.md).
   */
  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt: Date | null;

  /** Why this account may not sign in (e.g. a later duplicate of an address); null for everyone else. */
  @Column('text', { name: 'sign_in_blocked_reason', nullable: true })
  signInBlockedReason: string | null;

  /** When the member deleted their account (the row stays, anonymised: docs/identity.md); null otherwise. */
  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt: Date | null;

  /** When an admin suspended the member; null when not suspended (docs/identity.md). */
  @Column('timestamptz', { name: 'suspended_at', nullable: true })
  suspendedAt: Date | null;

  /** The admin's reason for the suspension, kept with it. */
  @Column('text', { name: 'suspended_reason', nullable: true })
  suspendedReason: string | null;

  /** The `auth_sessions` row of the token that authenticated this request (not a column). */
  sessionId?: string;

  @Field({ description: 'When the account was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the member last signed in; null if never.' })
  @Column('timestamptz', { name: 'last_login', nullable: true })
  lastLogin: Date | null;
}

declare module '../../common/auth/member.js' {
  /** The signed-in member that REST requests and GraphQL contexts carry is a User. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: it adds User as the base
  interface SignedInMember extends User {}
}
