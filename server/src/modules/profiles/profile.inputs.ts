import { Field, InputType, Int } from 'type-graphql';
import { ArrayMaxSize, IsArray, IsEnum, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ImageSource } from './profile.entity.js';
import {
  fieldRule,
  IsSingleLineText,
  IsSupportedLocale,
  IsWholeNumberBetween,
  translatable,
} from '../../common/validation.js';
import { restInput } from '../../common/http/rest-input.js';
import { ProfileLabels } from './profile.labels.js';
import { ProfileMessages } from './profiles.messages.js';

/** A profile save; absent fields stay as they are, null clears a field. */
@InputType({ description: 'Profile fields to save; saving also completes onboarding.' })
export class ProfileInput {
  @Field(() => String, { nullable: true, description: 'New full name, at most 100 characters; cannot be cleared.' })
  @IsOptional()
  @IsString(fieldRule('string', 'fullName'))
  @Matches(/\S/, fieldRule('required', ProfileLabels.fullName))
  @MaxLength(100, fieldRule('tooLong', ProfileLabels.fullName, { max: 100 }))
  @IsSingleLineText(fieldRule('singleLine', ProfileLabels.fullName))
  fullName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Free text about the member, at most 2000 characters; null clears it.',
  })
  @IsOptional()
  @IsString(fieldRule('string', 'bio'))
  @MaxLength(2000, fieldRule('tooLong', ProfileLabels.bio, { max: 2000 }))
  bio?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the member is, at most 120 characters; null clears it.' })
  @IsOptional()
  @IsString(fieldRule('string', 'location'))
  @MaxLength(120, fieldRule('tooLong', ProfileLabels.location, { max: 120 }))
  location?: string | null;

  @Field(() => Int, { nullable: true, description: 'Years of experience, a whole number 0–80; null clears it.' })
  @IsOptional()
  @IsWholeNumberBetween(ProfileLabels.experienceYears, 0, 80)
  experienceYears?: number | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Skill names from the categories list (at most 30); an unknown one is BAD_USER_INPUT.',
  })
  @IsOptional()
  @IsArray(translatable(ProfileMessages.skillsList))
  @ArrayMaxSize(30, translatable(ProfileMessages.skillsMax, { max: 30 }))
  @IsString({ each: true, ...fieldRule('eachString', 'skills') })
  @MaxLength(60, { each: true, ...fieldRule('eachShorterThan', 'skills', { max: 60 }) })
  skills?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A base64 data URL of a picture (re-encoded by the server), the current profileImage URL (unchanged), or null to remove it. Not an image: BAD_USER_INPUT "Please select an image file"; over 30 MB: PAYLOAD_TOO_LARGE "Image size is too big. Try again".',
  })
  @IsOptional()
  @IsString(fieldRule('string', 'profileImage'))
  profileImage?: string | null;

  @Field(() => ImageSource, { nullable: true, description: 'Where the picture comes from: UPLOAD or GRAVATAR.' })
  @IsOptional()
  @IsEnum(ImageSource, translatable(ProfileMessages.imageSource))
  imageSource?: ImageSource | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The language the member reads Energy Exchange in (en, es, de, ar: a language with catalogs; BAD_USER_INPUT otherwise); absent or null keeps it.',
  })
  @IsSupportedLocale()
  locale?: string | null;
}

/** PUT /user/profile: each snake_case field and the input field it fills; a null clears, as in GraphQL. */
export const profileBody = restInput(ProfileInput, {
  full_name: 'fullName',
  bio: 'bio',
  location: 'location',
  experience_years: 'experienceYears',
  skills: 'skills',
  profile_image: 'profileImage',
  image_source: 'imageSource',
  locale: 'locale',
});
