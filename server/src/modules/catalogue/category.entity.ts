import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';

/** A category's label in one language other than English. */
@ObjectType({ description: "A category's label in one language other than English." })
export class CategoryLabel {
  @Field({ description: 'The language, e.g. es (one of the languages the product speaks, never en).' })
  locale: string;

  @Field({ description: 'The label in that language.' })
  label: string;

  /** A category's labels in other languages, in the languages' order (`{ es: … }` → `[{ locale: 'es', … }]`). */
  static listOf(translated: Record<string, string>): CategoryLabel[] {
    return Object.keys(translated)
      .sort()
      .map((locale) => Object.assign(new CategoryLabel(), { locale, label: translated[locale] }));
  }
}

/** A service category; the labels are also the skills members pick. super_admins manage the list. */
@ObjectType({ description: 'A service category; its label doubles as a skill.' })
@Entity('categories')
export class Category {
  @Field({ description: 'Stable key, e.g. business_coaching.' })
  @PrimaryColumn('text')
  value: string;

  @Field({
    description:
      "Human label, e.g. Business Coaching: in the caller's language (the signed-in member's, else Accept-Language), English where the category has no label in it. adminCategories answers the English one (what renameCategory edits).",
  })
  @Column('text')
  label: string;

  /** Its label in other languages than English, by language (`{ es: 'Ventas' }`); display only. */
  @Column('jsonb', { name: 'translated_labels' })
  translatedLabels: Record<string, string>;

  @Column('integer')
  position: number;

  @Field(() => Date, {
    nullable: true,
    description:
      'When a super_admin retired it: no longer offered for new services or needs (existing ones keep it). Null while active.',
  })
  @Column('timestamptz', { name: 'retired_at', nullable: true })
  retiredAt: Date | null;
}
