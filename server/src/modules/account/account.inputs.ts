import { ArgsType, Field } from 'type-graphql';
import { IsOptional, IsString } from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { fieldRule } from '../../common/validation.js';

/**
 * What proves it is me when I delete my account: my password or a mailed code
 * (`deleteAccount` and DELETE /user). The class says only that each is text when given: which one is
 * needed, and that a code has 6 digits, are identity's rules for an owner's proof
 * (`IdentityService.checkOwnerProof`), which both transports go through.
 */
@ArgsType()
export class DeleteAccountArgs {
  @Field(() => String, { nullable: true, description: 'My password.' })
  @IsOptional()
  @IsString(fieldRule('string', 'password'))
  password?: string | null;

  @Field(() => String, { nullable: true, description: 'Or the 6-digit code of sendAccountDeletionCode.' })
  @IsOptional()
  @IsString(fieldRule('string', 'code'))
  code?: string | null;
}

/** DELETE /user. */
export const deleteAccountBody = restInput(DeleteAccountArgs, { password: 'password', code: 'code' });
