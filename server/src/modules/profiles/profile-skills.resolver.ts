import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { currentLocale, DEFAULT_LOCALE } from '../../common/i18n/index.js';
import { Profile } from './profile.entity.js';

/** A profile's skills, in the reader's language: they are stored as their categories' English labels. */
@Resolver(() => Profile)
export class ProfileSkillsResolver {
  @FieldResolver(() => [String], {
    description:
      "Skills: labels of service categories, without duplicates, in the caller's language (the signed-in member's, else Accept-Language; English where a category has no label in it). updateProfile and the coaches filter take a skill by its label in any language.",
  })
  skills(@Root() profile: Profile, @Ctx() ctx: GraphQLContext): string[] | Promise<string[]> {
    const locale = currentLocale();
    // English is what is stored: no read for the default language, the one most answers are in.
    return locale === DEFAULT_LOCALE ? profile.skills : ctx.services.profiles.skillsIn(profile.skills, locale);
  }
}
