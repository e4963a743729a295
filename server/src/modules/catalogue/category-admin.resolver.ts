import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { Category, CategoryLabel } from './category.entity.js';
import type { CategoryAdminService } from './category-admin.service.js';
import { AddCategoryArgs, RenameCategoryArgs, SetCategoryLabelArgs } from './category-admin.inputs.js';

declare module '../../common/graphql/context.js' {
  interface ContextServices {
    categoryAdmin: CategoryAdminService;
  }
}

const SUPER = 'super_admins only (FORBIDDEN for admins).';

/** Categories as super_admins manage them; every change is in the audit log. */
// super_admins only, every operation (FORBIDDEN for admins).
@Authorized('super_admin')
@Resolver(() => Category)
export class CategoryAdminResolver {
  @FieldResolver(() => [CategoryLabel], {
    description: `Its labels in the languages other than English that have one, by language (the editor's fields). ${SUPER}`,
  })
  translatedLabels(@Root() category: Category): CategoryLabel[] {
    return CategoryLabel.listOf(category.translatedLabels ?? {});
  }

  @Query(() => [Category], {
    description: `Every category in order, retired ones included (\`categories\` lists only the active ones). ${SUPER}`,
  })
  adminCategories(@Ctx() ctx: GraphQLContext): Promise<Category[]> {
    return ctx.services.catalogue.allCategories();
  }

  @Mutation(() => Category, {
    description: `Adds a category, last in the list. BAD_USER_INPUT for a value other than 1–40 of a–z, 0–9, _ or a label other than 1–60 characters; CONFLICT when the value or label is taken. ${SUPER}`,
  })
  addCategory(@Ctx() ctx: GraphQLContext, @Args() { value, label }: AddCategoryArgs): Promise<Category> {
    return ctx.services.categoryAdmin.add(ctx.member!.id, { value, label });
  }

  @Mutation(() => Category, {
    description: `Renames a category: every service and need of it shows the new label, and profiles listing the old label as a skill carry the new one. NOT_FOUND, BAD_USER_INPUT, CONFLICT (label taken). ${SUPER}`,
  })
  renameCategory(@Ctx() ctx: GraphQLContext, @Args() { value, label }: RenameCategoryArgs): Promise<Category> {
    return ctx.services.categoryAdmin.rename(ctx.member!.id, value, label);
  }

  @Mutation(() => Category, {
    description: `Sets a category's label in one language other than English (es, de, ar…), or removes it with label null (that language then reads the English label). English is renameCategory. NOT_FOUND; BAD_USER_INPUT for en or a language the product does not speak, or a label other than 1–60 characters. ${SUPER}`,
  })
  setCategoryLabel(
    @Ctx() ctx: GraphQLContext,
    @Args() { value, locale, label }: SetCategoryLabelArgs,
  ): Promise<Category> {
    return ctx.services.categoryAdmin.setTranslatedLabel(ctx.member!.id, value, locale, label);
  }

  @Mutation(() => Category, {
    description: `Retires a category (retired = true) or brings it back: a retired one is not offered for new services, needs or skills; existing ones keep it. NOT_FOUND for an unknown value. ${SUPER}`,
  })
  setCategoryRetired(
    @Ctx() ctx: GraphQLContext,
    @Arg('value', { description: 'The category value.' }) value: string,
    @Arg('retired', { description: 'true retires it, false brings it back.' }) retired: boolean,
  ): Promise<Category> {
    return ctx.services.categoryAdmin.setRetired(ctx.member!.id, value, retired);
  }
}
