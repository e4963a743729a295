import { Field, ID, InputType, Int } from 'type-graphql';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { fieldRule, IsWholeNumberBetween, translatable } from '../../common/validation.js';
import { storedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { ListingFilter, ListingInput } from './listing.inputs.js';
import { restInput } from '../../common/http/rest-input.js';
import { CatalogueLabels } from './catalogue.labels.js';

/** A service's fields. Defaults: 60 min, 1 EP, 1 participant. */
@InputType('ServiceInput', { description: 'A service to publish or the new values of one.' })
export class ServiceInput extends ListingInput({
  title: 'Short name of the service, required, at most 120 characters.',
  description: 'What the session offers, required, at most 5000 characters.',
}) {
  @Field(() => Int, { defaultValue: 60, description: 'Length of a session in minutes, 15–240.' })
  @IsWholeNumberBetween(CatalogueLabels.duration, 15, 240, {
    notWhole: CatalogueLabels.durationNotWhole,
    outOfRange: CatalogueLabels.durationRange,
  })
  durationMinutes: number = 60;

  @Field(() => Int, { defaultValue: 1, description: 'Price of one exchange in EP, 1–20.' })
  @IsWholeNumberBetween(CatalogueLabels.energyCost, 1, 20, { outOfRange: CatalogueLabels.energyCostRange })
  energyCost: number = 1;

  @Field(() => Int, { defaultValue: 1, description: 'How many people a session takes, 1–10.' })
  @IsWholeNumberBetween(CatalogueLabels.maxParticipants, 1, 10)
  maxParticipants: number = 1;
}

/** Discover's filters; they combine. */
@InputType('ServiceFilter', { description: 'Filters of Discover Services; all of them combine.' })
export class ServiceFilter extends ListingFilter({
  search:
    'Full-text search over title, description, category and coach name, with prefix matching (at most 200 characters).',
  category: 'Only services of this category value.',
}) {
  @Field(() => Int, { nullable: true, description: 'Lowest price in EP, 0–20; not above maxCost.' })
  @IsOptional()
  @IsWholeNumberBetween('min_cost', 0, 20)
  minCost?: number;

  @Field(() => Int, { nullable: true, description: 'Highest price in EP, 0–20.' })
  @IsOptional()
  @IsWholeNumberBetween('max_cost', 0, 20)
  maxCost?: number;

  @Field({ nullable: true, description: 'Only services of premium coaches.' })
  @IsOptional()
  @IsBoolean(fieldRule('booleanValue', 'premiumOnly'))
  premiumOnly?: boolean;

  @Field(() => ID, {
    nullable: true,
    description: "Only this coach's services (the coach profile's View All Services).",
  })
  @IsOptional()
  @IsUUID('all', translatable(CatalogueLabels.coachId))
  coachId?: string;
}

@InputType({ description: 'Filters of Browse Coaches.' })
export class CoachFilter {
  @Field({ nullable: true, description: 'Only premium coaches.' })
  @IsOptional()
  @IsBoolean(fieldRule('booleanValue', 'premiumOnly'))
  premiumOnly?: boolean;

  @Field(() => [String], {
    nullable: true,
    description: 'Coaches with any of these skills, each named by its label in any language.',
  })
  @IsOptional()
  @IsString({ each: true, ...fieldRule('eachString', 'skills') })
  @MaxLength(60, { each: true, ...fieldRule('eachShorterThan', 'skills', { max: 60 }) })
  skills?: string[];
}

/** The orders of Browse Coaches (GraphQL `coaches(sort:)`, REST `GET /api/coaches?sort=`). */
export const CoachSort = storedEnum('CoachSort', 'How Browse Coaches orders the coaches.', {
  RELEVANCE: 'Premium coaches first, then the newest members (the default).',
  RELIABILITY:
    'Most reliable first by the ranking of docs/ledger.md ("Ranking"); "New member"s (below 3 completed exchanges) after all others.',
});
export type CoachSort = EnumValue<typeof CoachSort>;

/** POST /services and PUT /services/{id}: each snake_case field and the input field it fills. */
export const serviceBody = restInput(ServiceInput, {
  title: 'title',
  description: 'description',
  category: 'category',
  duration_minutes: 'durationMinutes',
  energy_cost: 'energyCost',
  max_participants: 'maxParticipants',
});
