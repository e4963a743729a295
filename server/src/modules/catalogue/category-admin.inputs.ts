import { defineMessages } from '@formatjs/intl';
import { ArgsType, Field } from 'type-graphql';
import { IsIn, ValidateIf } from 'class-validator';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../../common/i18n/index.js';
import { restInput } from '../../common/http/rest-input.js';
import { IsSingleSpacedText, MatchesOnceTrimmed, translatable } from '../../common/validation.js';

/** A category's key: what services and needs store, and what URLs name (matches the table's check). */
export const CATEGORY_VALUE = /^[a-z0-9_]{1,40}$/;
export const CategoryAdminMessages = defineMessages({
  value: { id: 'catalogue.category.value', defaultMessage: 'The value must be 1–40 lowercase letters, digits or _' },
  label: { id: 'catalogue.category.label', defaultMessage: 'The label must be 1 to 60 characters' },
  notFound: { id: 'catalogue.category.notFound', defaultMessage: 'Category not found' },
  valueTaken: { id: 'catalogue.category.valueTaken', defaultMessage: 'A category with this value already exists' },
  labelTaken: { id: 'catalogue.category.labelTaken', defaultMessage: 'A category with this label already exists' },
  language: {
    id: 'catalogue.category.language',
    defaultMessage: 'The language must be one of the translated languages (English is the label itself)',
  },
});

/** A label's length is counted as it is kept: trimmed, each run of white space one space. */
const LABEL_MIN = 1;
const LABEL_MAX = 60;
const IsCategoryLabel = () => IsSingleSpacedText(LABEL_MIN, LABEL_MAX, translatable(CategoryAdminMessages.label));

/** The languages a category has a label in besides English (its own label is English). */
const TRANSLATED_LOCALES = SUPPORTED_LOCALES.filter((l) => l !== DEFAULT_LOCALE);

@ArgsType()
export class AddCategoryArgs {
  @Field({ description: 'Stable key, e.g. public_speaking.' })
  @MatchesOnceTrimmed(CATEGORY_VALUE, translatable(CategoryAdminMessages.value))
  value: string;

  @Field({ description: 'Human label, e.g. Public Speaking.' })
  @IsCategoryLabel()
  label: string;
}

/** A category's new label (REST: the category in the path). */
@ArgsType()
export class RenameCategoryArgs {
  @Field({ description: 'The category value.' })
  value: string;

  @Field({ description: 'The new label (1–60 characters).' })
  @IsCategoryLabel()
  label: string;
}

/** A category's label in one language other than English, or null (REST: the category and language in the path). */
@ArgsType()
export class SetCategoryLabelArgs {
  @Field({ description: 'The category value.' })
  value: string;

  @Field({ description: 'The language, e.g. es.' })
  @IsIn(TRANSLATED_LOCALES, translatable(CategoryAdminMessages.language))
  locale: string;

  // Only an explicit null removes the label; a label left out is refused.
  @Field(() => String, { nullable: true, description: 'The label (1–60 characters); null removes it.' })
  @ValidateIf((args: SetCategoryLabelArgs) => args.label !== null)
  @IsCategoryLabel()
  label: string | null;
}

/** POST /admin/categories. */
export const addCategoryBody = restInput(AddCategoryArgs, { value: 'value', label: 'label' });
/** PUT /admin/categories/{value}. */
export const renameCategoryBody = restInput(RenameCategoryArgs, { label: 'label' });
/** PUT /admin/categories/{value}/labels/{locale}: the body must name the label, null or not. */
export const categoryLabelBody = restInput(SetCategoryLabelArgs, { label: 'label' }, { absent: { label: 'sent' } });
