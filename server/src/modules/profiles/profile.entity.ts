import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ImageSource {
  GRAVATAR = 'gravatar',
  UPLOAD = 'upload',
}
registerEnumType(ImageSource, { name: 'ImageSource', description: 'Where the profile picture comes from.' });

@ObjectType({ description: "A member's public profile." })
@Entity('profiles')
export class Profile {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  bio: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  location: string | null;

  @Field(() => Int, { nullable: true })
  @Column('integer', { name: 'experience_years', nullable: true })
  experienceYears: number | null;

  @Field(() => [String])
  @Column('text', { array: true })
  skills: string[];

  @Field(() => String, { nullable: true, description: 'A data URL (JPEG, PNG or WebP) or an image URL.' })
  @Column('text', { name: 'profile_image', nullable: true })
  profileImage: string | null;

  @Field(() => ImageSource, { nullable: true })
  @Column('text', { name: 'image_source', nullable: true })
  imageSource: ImageSource | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
