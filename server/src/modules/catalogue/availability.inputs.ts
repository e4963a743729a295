import { ArgsType, Field, InputType } from 'type-graphql';
import { IsOptional } from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { DocumentedRule, IsTimeZone, translatable } from '../../common/validation.js';
import { WEEKDAYS } from './availability.js';
import { CatalogueMessages } from './catalogue.messages.js';

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

/** A week as REST sends it: an object (not a list) of day names; what it maps them to is parseAvailability's. */
const isWeek = (v: unknown) => v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v));

/**
 * PUT /user/availability: the week as REST has always taken it, a map of day names to slots, with
 * the zone beside it. GraphQL's setAvailability takes the days as the fields of AvailabilityInput
 * instead, so this class is REST's alone (no resolver uses it, and the schema has no type for a map).
 * The class checks the body's shape: a week is given, as an object. The rules that name a day or
 * a slot as given (an unknown day, a day that is not a list, too many slots, a slot out of hours)
 * and the zone's stay in AvailabilityService.set, which both transports go through: a class rule's
 * words are fixed when the module loads and cannot name the day refused.
 */
@ArgsType()
export class AvailabilityBody {
  // Absent says it is required; null or a list is not a week (registered bottom-up).
  @Field(() => Object, {
    description: 'Weekday (monday … sunday) → list of "HH:00" slots from 07:00 to 19:00; a missing day is emptied.',
  })
  @DocumentedRule(
    'isWeek',
    isWeek,
    {
      propertyNames: { enum: [...WEEKDAYS] },
      additionalProperties: {
        type: ['array', 'null'],
        items: { type: 'string', pattern: '^\\d{1,2}:00$' },
        maxItems: 24,
      },
    },
    translatable(CatalogueMessages.availabilityShape),
  )
  @DocumentedRule('isGiven', (v) => v !== undefined, {}, translatable(CatalogueMessages.availabilityRequired))
  availability: Readonly<Record<string, unknown>>;

  @Field(() => String, {
    description: 'IANA timezone such as Europe/Paris, one PostgreSQL knows (400 otherwise, and nothing is saved).',
  })
  @IsOptional()
  timezone?: string | null;
}

/**
 * PUT /user/availability. A null week or zone is given to the rules as it always was (not a week;
 * not a zone), rather than taken as left out.
 */
export const availabilityBody = restInput(
  AvailabilityBody,
  { availability: 'availability', timezone: 'timezone' },
  { absent: { availability: 'missing', timezone: 'missing' } },
);
