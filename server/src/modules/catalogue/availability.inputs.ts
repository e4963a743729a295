import { Field, InputType } from 'type-graphql';
import { IsOptional } from 'class-validator';
import { IsTimeZone } from '../../common/validation.js';

/** The whole week; a day left out has no slots. Slots are "HH:00" from 07:00 to 19:00. */
@InputType({ description: 'Weekly availability to save (replaces the whole week).' })
export class AvailabilityInput {
  @Field(() => [String], { nullable: true }) monday?: string[];
  @Field(() => [String], { nullable: true }) tuesday?: string[];
  @Field(() => [String], { nullable: true }) wednesday?: string[];
  @Field(() => [String], { nullable: true }) thursday?: string[];
  @Field(() => [String], { nullable: true }) friday?: string[];
  @Field(() => [String], { nullable: true }) saturday?: string[];
  @Field(() => [String], { nullable: true }) sunday?: string[];

  @Field({ nullable: true, description: 'IANA timezone of the slots; the member\'s own when absent.' })
  @IsOptional()
  @IsTimeZone()
  timezone?: string;
}
