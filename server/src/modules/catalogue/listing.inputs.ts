import { Field, InputType } from 'type-graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { fieldRule, IsRequiredText } from '../../common/validation.js';
import { CatalogueLabels } from './catalogue.labels.js';

/** What the form's title and description ask for: a service offers, a need looks for. */
export interface ListingTexts {
  title: string;
  description: string;
}

/**
 * The fields a service and a need share: title, description and category, with the same
 * rules and messages. Whether the category exists is the services' check
 * (`CatalogueService.assertUsableCategory`: `Unknown category: …`).
 */
export function ListingInput(texts: ListingTexts) {
  // Never an argument itself, so never in the schema: only its subclasses are.
  @InputType()
  abstract class ListingFields {
    @Field({ description: texts.title })
    @IsRequiredText(CatalogueLabels.title, 120)
    title: string;

    @Field({ description: texts.description })
    @IsRequiredText(CatalogueLabels.description, 5000)
    description: string;

    @Field({ description: 'A category value from `categories`; an unknown one is BAD_USER_INPUT.' })
    @IsRequiredText(CatalogueLabels.category)
    category: string;
  }
  return ListingFields;
}

/** The filters Discover and the Needs board share: a full-text search and a category. */
export function ListingFilter(texts: { search: string; category: string }) {
  @InputType()
  abstract class ListingFilterFields {
    @Field({ nullable: true, description: texts.search })
    @IsOptional()
    @IsString(fieldRule('string', 'search'))
    @MaxLength(200, fieldRule('tooLong', CatalogueLabels.search, { max: 200 }))
    search?: string;

    @Field({ nullable: true, description: texts.category })
    @IsOptional()
    @IsString(fieldRule('string', 'category'))
    @MaxLength(60, fieldRule('shorterThan', 'category', { max: 60 }))
    category?: string;
  }
  return ListingFilterFields;
}
