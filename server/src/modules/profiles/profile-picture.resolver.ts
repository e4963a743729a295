import { Arg, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { storedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { outOfRange } from '../../common/validation.js';
import { pictureUrl } from '../media/index.js';
import { Profile } from './profile.entity.js';

export const PictureFormat = storedEnum('PictureFormat', 'The encoding of a picture URL.', {
  webp: 'WebP: the smallest; every current browser shows it.',
  jpg: 'JPEG: the fallback for browsers without WebP.',
});

/** A profile's picture, as URLs of the media module's stored sizes. Lists ask for a thumbnail URL, never the picture's bytes. */
@Resolver(() => Profile)
export class ProfilePictureResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'URL of the picture for a box of `size` CSS pixels (1–800; the smallest stored square thumbnail of 64, 128 or 256 px that covers it, else the 800 px picture), immutable and cacheable for a year; null when there is none.',
  })
  avatarUrl(
    @Root() profile: Profile,
    @Arg('size', () => Int, {
      defaultValue: 128,
      description:
        'The box the picture fills, in CSS pixels (1–800); ask for twice the box for sharp pictures on 2× screens.',
    })
    size: number,
    @Arg('format', () => PictureFormat, {
      defaultValue: 'webp',
      description: 'WEBP (default) or JPG, the fallback for browsers without WebP.',
    })
    format: EnumValue<typeof PictureFormat>,
  ): string | null {
    if (!Number.isInteger(size) || size < 1 || size > 800) throw outOfRange('size', 1, 800);
    return pictureUrl(profile.picture, size, format);
  }
}
