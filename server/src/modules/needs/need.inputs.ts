import { Field, InputType, Int } from 'type-graphql';
import { IsDefined, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

/** What a member looks for (issue 19): title, category, description, the most EP they would spend, an optional last day. */
@InputType('NeedInput', { description: 'A need to post, or the new values of one.' })
export class NeedInput {
  @Field({ description: 'What you are looking for, required, at most 120 characters.' })
  @IsDefined({ message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  @Matches(/\S/, { message: 'Title is required' })
  @MaxLength(120, { message: 'Title must be at most 120 characters long' })
  title: string;

  @Field({ description: 'More about it, required, at most 5000 characters.' })
  @IsDefined({ message: 'Description is required' })
  @IsString({ message: 'Description is required' })
  @Matches(/\S/, { message: 'Description is required' })
  @MaxLength(5000, { message: 'Description must be at most 5000 characters long' })
  description: string;

  @Field({ description: 'A category value from `categories`; an unknown one is BAD_USER_INPUT.' })
  @IsDefined({ message: 'Category is required' })
  @IsString({ message: 'Category is required' })
  @Matches(/\S/, { message: 'Category is required' })
  @MaxLength(60, { message: 'Category is required' })
  category: string;

  @Field(() => Int, { description: 'The most EP you would spend on it, 1–20.' })
  @IsDefined({ message: 'Max EP is required' })
  @IsInt({ message: 'Max EP must be a whole number' })
  @Min(1, { message: 'Max EP must be between 1 and 20' })
  @Max(20, { message: 'Max EP must be between 1 and 20' })
  maxEnergy: number;

  @Field(() => String, { nullable: true, description: 'The last day it is open (YYYY-MM-DD, today or later); none: open until closed.' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: 'End date must be a date (YYYY-MM-DD)' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'End date must be a date (YYYY-MM-DD)' })
  endsOn?: string | null;
}

/** The Needs tab's filters; they combine (the same as Discover's search and category). */
@InputType('NeedFilter', { description: 'Filters of the Needs board; all of them combine.' })
export class NeedFilter {
  @Field({ nullable: true, description: 'Full-text search over title and description, with prefix matching (at most 200 characters).' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Search must be at most 200 characters long' })
  search?: string;

  @Field({ nullable: true, description: 'Only needs of this category value.' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  category?: string;

  @Field(() => Int, { nullable: true, description: 'Only needs whose budget covers this many EP (e.g. the price of my service), 1–20.' })
  @IsOptional()
  @IsInt({ message: 'min_budget must be a whole number' })
  @Min(1, { message: 'min_budget must be between 1 and 20' })
  @Max(20, { message: 'min_budget must be between 1 and 20' })
  minBudget?: number;
}
