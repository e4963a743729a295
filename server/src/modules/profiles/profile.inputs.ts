import { Field, InputType, Int } from 'type-graphql';
import { ArrayMaxSize, IsArray, IsEnum, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ImageSource } from './profile.entity.js';

/** A profile save; absent fields stay as they are, null clears a field. */
@InputType({ description: 'Profile fields to save; saving also completes onboarding.' })
export class ProfileInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/\S/, { message: 'Full name is required' })
  @MaxLength(100, { message: 'Full name must be at most 100 characters long' })
  fullName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Bio must be at most 2000 characters long' })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'Location must be at most 120 characters long' })
  location?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Experience years must be a whole number' })
  @Min(0, { message: 'Experience years must be between 0 and 80' })
  @Max(80, { message: 'Experience years must be between 0 and 80' })
  experienceYears?: number | null;

  @Field(() => [String], { nullable: true, description: 'Skill names from the categories list.' })
  @IsOptional()
  @IsArray({ message: 'skills must be a list of skill names' })
  @ArrayMaxSize(30, { message: 'At most 30 skills' })
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  skills?: string[] | null;

  @Field(() => String, { nullable: true, description: 'A data URL of a JPEG, PNG or WebP picture, or null to remove it.' })
  @IsOptional()
  @IsString()
  profileImage?: string | null;

  @Field(() => ImageSource, { nullable: true })
  @IsOptional()
  @IsEnum(ImageSource, { message: 'image_source must be gravatar or upload' })
  imageSource?: ImageSource | null;
}
