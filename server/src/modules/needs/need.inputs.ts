import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { IsBoolean, IsDefined, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { fieldRule, IsRequiredText, IsWholeNumberBetween, translatable } from '../../common/validation.js';
import { ListingFilter, ListingInput } from '../catalogue/index.js';
import { restInput } from '../../common/http/rest-input.js';
import { NeedLabels } from './need.labels.js';

/** What a member looks for: title, category, description, the most EP they would spend, an optional last day. */
@InputType('NeedInput', { description: 'A need to post, or the new values of one.' })
export class NeedInput extends ListingInput({
  title: 'What you are looking for, required, at most 120 characters.',
  description: 'More about it, required, at most 5000 characters.',
}) {
  @Field(() => Int, { description: 'The most EP you would spend on it, 1–20.' })
  @IsDefined(translatable(NeedLabels.maxEpRequired))
  @IsWholeNumberBetween(NeedLabels.maxEp, 1, 20)
  maxEnergy: number;

  @Field(() => String, {
    nullable: true,
    description: 'The last day it is open (YYYY-MM-DD, today or later); none: open until closed.',
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString(translatable(NeedLabels.endDate))
  @Matches(/^\d{4}-\d{2}-\d{2}$/, translatable(NeedLabels.endDate))
  endsOn?: string | null;
}

/** The Needs tab's filters; they combine (the same as Discover's search and category). */
@InputType('NeedFilter', { description: 'Filters of the Needs board; all of them combine.' })
export class NeedFilter extends ListingFilter({
  search: 'Full-text search over title and description, with prefix matching (at most 200 characters).',
  category: 'Only needs of this category value.',
}) {
  @Field(() => Int, {
    nullable: true,
    description: 'Only needs whose budget covers this many EP (e.g. the price of my service), 1–20.',
  })
  @IsOptional()
  @IsWholeNumberBetween('min_budget', 1, 20)
  minBudget?: number;
}

/**
 * POST /needs and PUT /needs/{id}: each snake_case field and the input field it fills. A null
 * `ends_on` is the same as leaving it out, as it always was on REST.
 */
export const needBody = restInput(
  NeedInput,
  { title: 'title', description: 'description', category: 'category', max_energy: 'maxEnergy', ends_on: 'endsOn' },
  { absent: { endsOn: 'null' } },
);

/** Close one of my needs, or reopen it (the need's id is REST's path). */
@ArgsType()
export class CloseNeedArgs {
  @Field(() => ID, { description: 'Id of the need.' })
  id: string;

  @Field(() => Boolean, { defaultValue: true, description: 'False reopens it.' })
  @IsBoolean(fieldRule('trueOrFalse', 'closed'))
  closed: boolean = true;
}

/** "I can help": one of my active services offered for someone else's need (REST: the need in the path). */
@ArgsType()
export class AnswerNeedArgs {
  @Field(() => ID, { description: 'Id of the need.' })
  id: string;

  @Field(() => ID, { description: 'One of your active services.' })
  @IsRequiredText('service_id')
  serviceId: string;
}

/** POST /needs/{id}/close: a null or absent `closed` closes. */
export const closeNeedBody = restInput(CloseNeedArgs, { closed: 'closed' });
/** POST /needs/{id}/answers. */
export const answerNeedBody = restInput(AnswerNeedArgs, { service_id: 'serviceId' });
