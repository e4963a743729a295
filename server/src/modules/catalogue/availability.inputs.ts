import { Field, InputType } from 'type-graphql';
import { IsOptional } from 'class-validator';
import { IsTimeZone } from '../../common/validation.js';

/** The whole week; a day left out has no slots. Slots are "HH:00" from 07:00 to 19:00. */
@InputType({ description: 'Weekly availability to save (replaces the whole week).' })
export class AvailabilityInput {
  @Field(() => [String], {
    nullable: true,
    description: 'Monday slots, whole hours "HH:00" from 07:00 to 19:00; absent = none.',
  })
  monday?: string[];
  @Field(() => [String], {
    nullable: true,
    description: 'Tuesday slots, whole hours "HH:00" from 07:00 to 19:00; absent = none.',
  })
  tuesday?: string[];
  @Field(() => [String], {
    nullable: true,
    description: 'Wednesday slots, whole hours "HH:00" from 07:00 to 19:00; absent = none.',
  })
  wednesday?: string[];
  @Field(() => [String], {
    nullable: true,
    description: 'Thursday slots, whole hours "HH:00" from 07:00 to 19:00; absent = none.',
  })
  thursday?: string[];
  @Field(() => [String], {
    nullable: true,
    description: 'Friday slots, whole hours "HH:00" from 07:00 to 19:00; absent = none.',
  })
  friday?: string[];
  @Field(() => [String], {
    nullable: true,
    description: 'Saturday slots, whole hours "HH:00" from 07:00 to 19:00; absent = none.',
  })
  saturday?: string[];
  @Field(() => [String], {
    nullable: true,
    description: 'Sunday slots, whole hours "HH:00" from 07:00 to 19:00; absent = none.',
  })
  sunday?: string[];

  @Field({ nullable: true, description: "IANA timezone of the slots; the member's own when absent." })
  @IsOptional()
  @IsTimeZone()
  timezone?: string;
}
