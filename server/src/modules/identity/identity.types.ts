import { Field, Int, ObjectType } from 'type-graphql';
import { User } from './user.entity.js';

@ObjectType({ description: 'Result of signing up or signing in: a bearer token and the member.' })
export class AuthPayload {
  @Field({ description: 'A JWT to send as `Authorization: Bearer …` (and in connectionParams).' })
  accessToken: string;

  @Field(() => User, { description: 'The member now signed in.' })
  user: User;
}

@ObjectType({ description: 'A one-time code was mailed (the answer is the same for unknown emails).' })
export class CodeSent {
  @Field({ description: 'The address the code was sent to, lower-cased and trimmed.' })
  email: string;

  @Field(() => Int, { description: 'Seconds before another code may be requested.' })
  resendAfterSeconds: number;

  @Field(() => Int, { description: 'Seconds the code stays valid.' })
  expiresInSeconds: number;
}

/**
 * What a code was mailed for: signing in, signing up, confirming the address of a signed-in member,
 * or proving it is them who deletes the account.
 */
export type CodePurpose = 'login' | 'signup' | 'verify' | 'delete';
