import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { FULL_SIZE, pictureUrl } from '../media/index.js';
import { namedEnum, type EnumValue } from '../../common/graphql/enums.js';

export const ImageSource = namedEnum('ImageSource', 'Where the profile picture comes from.', {
  GRAVATAR: ['gravatar', "Taken from the member's Gravatar (syncGravatar)."],
  UPLOAD: ['upload', 'Uploaded by the member as a data URL.'],
});
export type ImageSource = EnumValue<typeof ImageSource>;

@ObjectType({ simpleResolvers: true, description: "A member's public profile." })
@Entity('profiles')
export class Profile {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @Field(() => String, { nullable: true, description: 'Free text about the member (at most 2000 characters).' })
  @Column('text', { nullable: true })
  bio: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where the member is, as they wrote it (at most 120 characters).',
  })
  @Column('text', { nullable: true })
  location: string | null;

  @Field(() => Int, { nullable: true, description: 'Years of experience, 0–80; null when not given.' })
  @Column('integer', { name: 'experience_years', nullable: true })
  experienceYears: number | null;

  /** Stored as their categories' English labels; GraphQL words them for the reader (profile-skills.resolver.ts). */
  @Column('text', { array: true })
  skills: string[];

  /** The picture's content address in `media` (modules/media); null when there is none. */
  @Column('text', { nullable: true })
  picture: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The URL of the picture (800 px JPEG, immutable); null when there is none. Lists use avatarUrl(size:).',
  })
  get profileImage(): string | null {
    return pictureUrl(this.picture, FULL_SIZE, 'jpg');
  }

  @Field(() => ImageSource, {
    nullable: true,
    description: 'Where profileImage comes from; null when there is no picture.',
  })
  @Column('text', { name: 'image_source', nullable: true })
  imageSource: ImageSource | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
