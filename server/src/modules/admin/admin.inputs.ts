import { ArgsType, Field, Int } from 'type-graphql';
import { ArrayMinSize, IsArray, IsDefined, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { EXPORT_FIELDS } from '../../common/admin/export-fields.js';
import { namedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { restInput } from '../../common/http/rest-input.js';
import {
  DocumentedRule,
  EMAIL_RULE,
  IDEMPOTENCY_KEY_RULE,
  isEmailAddressText,
  IsIdempotencyKey,
  MaxLengthOnceTrimmed,
  normalizeEmail,
  translatable,
} from '../../common/validation.js';
import { AdminMessages as M } from './admin.messages.js';

export const AdminRoleEnum = namedEnum('AdminRole', 'Role of an admin user.', {
  ADMIN: [
    'admin',
    'Sees members and analytics, imports and exports, adjusts EP and manages admins (not super_admins).',
  ],
  SUPER_ADMIN: [
    'super_admin',
    'Everything an admin can, and grants or removes SUPER_ADMIN; the last one cannot be removed.',
  ],
});
export type AdminRoleEnum = EnumValue<typeof AdminRoleEnum>;

/** An address as every entry keeps it (`normalizeEmail`) is one; the document says so as `format: idn-email`. */
const IsAdminAddress = () =>
  DocumentedRule(
    'isAdminAddress',
    (v) => typeof v === 'string' && isEmailAddressText(normalizeEmail(v)),
    { format: 'idn-email', minLength: 1 },
    translatable(EMAIL_RULE),
  );

const emailRequired = translatable(M.emailRequired);

/** Grant (or change) an admin role: on both transports and in the command line (`cli/admin.ts`). */
@ArgsType()
export class AddAdminArgs {
  // Registered bottom-up: absent, not text or blank says it is required before it is an address.
  @Field({ description: 'Email address to grant the role to.' })
  @IsAdminAddress()
  @Matches(/\S/, emailRequired)
  @IsString(emailRequired)
  @IsDefined(emailRequired)
  email: string;

  @Field(() => AdminRoleEnum, { description: 'ADMIN or SUPER_ADMIN.' })
  @IsIn(Object.values(AdminRoleEnum), translatable(M.roleInvalid))
  role: AdminRoleEnum;
}

/** POST /admin/add-admin. */
export const addAdminBody = restInput(AddAdminArgs, { email: 'email', role: 'role' });

const noField = translatable(M.exportNoField);

/** The columns of the members' CSV export: `exportUsers` and POST /admin/export-users. */
@ArgsType()
export class ExportUsersArgs {
  // A list that is not one, or empty, is the class's rule. An unknown column is the service's
  // (AdminCsv.export): its refusal names the column as given, which a class rule's fixed words
  // cannot, so the list's items are any text here and the service checks them on both transports.
  @Field(() => [String], {
    nullable: true,
    description: `Columns among ${EXPORT_FIELDS.join(', ')}; default full_name and email. BAD_USER_INPUT for an unknown or empty list.`,
  })
  @ArrayMinSize(1, noField)
  @IsArray(noField)
  @IsOptional()
  fields?: string[] | null;
}

/** POST /admin/export-users: a null or absent list is the default columns, as on GraphQL. */
export const exportUsersBody = restInput(ExportUsersArgs, { fields: 'fields' });

/** The most EP one adjustment moves either way. */
export const MAX_ADJUSTMENT = 1_000_000;
/** The longest reason an adjustment keeps on its ledger entry (trimmed). */
export const REASON_MAX = 500;

/** At most 254 UTF-16 units, as mail takes; whether a member has it is the service's question. */
const IsAddressLength = () =>
  DocumentedRule(
    'isAddressLength',
    (v) => typeof v === 'string' && v.length <= 254,
    { maxLength: 254 },
    translatable(EMAIL_RULE),
  );

/** A non-zero whole number of at most MAX_ADJUSTMENT either way. */
const IsAdjustment = () =>
  DocumentedRule(
    'isAdjustment',
    (v) => typeof v === 'number' && Number.isInteger(v) && v !== 0 && Math.abs(v) <= MAX_ADJUSTMENT,
    { minimum: -MAX_ADJUSTMENT, maximum: MAX_ADJUSTMENT, not: { const: 0 } },
    translatable(M.amount),
  );

const reasonRequired = translatable(M.reasonRequired);

/**
 * An admin's EP correction: who, how much, why (REST: the Idempotency-Key header, or a random key;
 * GraphQL: the argument, or a random key). Whether it may be made (limits, the member, the balance)
 * is the service's.
 */
@ArgsType()
export class AdjustEpArgs {
  // Registered bottom-up: absent, not text or blank says it is required before its length.
  @Field({ description: "The member's email address." })
  @IsAddressLength()
  @Matches(/\S/, emailRequired)
  @IsString(emailRequired)
  @IsDefined(emailRequired)
  email: string;

  @Field(() => Int, {
    description: 'EP to add (positive) or remove (negative); non-zero, at most 1,000,000 either way.',
  })
  @IsAdjustment()
  amount: number;

  @Field({ description: 'Why, recorded on the ledger entry (1–500 characters).' })
  @MaxLengthOnceTrimmed(REASON_MAX, translatable(M.reasonTooLong, { max: REASON_MAX }))
  @Matches(/\S/, reasonRequired)
  @IsString(reasonRequired)
  @IsDefined(reasonRequired)
  reason: string;

  @Field(() => String, {
    nullable: true,
    description: 'Optional key (1–100 letters, digits, - or _): a retry with the same key is not applied twice.',
  })
  @IsOptional()
  @IsIdempotencyKey()
  @IsString(translatable(IDEMPOTENCY_KEY_RULE))
  idempotencyKey?: string | null;
}

/** POST /admin/ep-adjustments: the key comes from the Idempotency-Key header. */
export const adjustEpBody = restInput(AdjustEpArgs, { email: 'email', amount: 'amount', reason: 'reason' });
