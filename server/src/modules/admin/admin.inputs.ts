import { ArgsType, Field } from 'type-graphql';
import { IsDefined, IsIn, IsString, Matches, registerDecorator } from 'class-validator';
import { namedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { restInput } from '../../common/http/rest-input.js';
import { EMAIL_RULE, isEmailAddressText, normalizeEmail, translatable } from '../../common/validation.js';
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
function IsAdminAddress() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isAdminAddress',
      target: object.constructor,
      propertyName,
      constraints: [{ jsonSchema: { format: 'idn-email', minLength: 1 } }],
      options: translatable(EMAIL_RULE),
      validator: { validate: (v: unknown) => typeof v === 'string' && isEmailAddressText(normalizeEmail(v)) },
    });
}

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
