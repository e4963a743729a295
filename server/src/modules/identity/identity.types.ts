import { Field, Int, ObjectType } from 'type-graphql';
import { User } from './user.entity.js';

@ObjectType({ description: 'Result of signing up or signing in: a bearer token and the member.' })
export class AuthPayload {
  @Field({ description: 'A JWT to send as `Authorization: Bearer …` (and in connectionParams).' })
  accessToken: string;

  @Field(() => User, { description: 'The member now signed in.' })
  user: User;
}

/** The users of the AuthPayloads this process answered (copies made for the answer alone). */
const provedAccounts = new WeakSet<User>();

/**
 * A call's answer that proved an account's credentials (sign-up, sign-in, a code, a new password),
 * for GraphQL. Its user is a copy made for this answer and marked as the proved account: contact
 * privacy shows that user's email to the caller, who may not be signed in yet. A copy, so that no
 * object another answer may share carries the mark.
 */
export function authPayload({ accessToken, user }: { accessToken: string; user: User }): AuthPayload {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(user) as object) as User, user);
  provedAccounts.add(copy);
  return { accessToken, user: copy };
}

/** Whether this user object is the proved account of an AuthPayload (see `authPayload`). */
export function isProvedAccount(user: User): boolean {
  return provedAccounts.has(user);
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
