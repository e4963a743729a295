import { Field, ID, ObjectType } from 'type-graphql';

/**
 * A member named somewhere (the other party of a session, a reviewer, a dispute's parties, a
 * statement's counterparty, …): their id and full name. Each such type extends this and adds what
 * its place shows besides (`class SessionParty extends MemberName {}`), so the pair is written once.
 * Services type such a member in what they return with it too (`coach: MemberName`).
 */
// Never returned itself, so never in the schema: only its subclasses are.
@ObjectType()
export abstract class MemberName {
  @Field(() => ID, { description: 'Their member id.' }) id: string;
  @Field({ description: 'Their full name.' }) fullName: string;
}
