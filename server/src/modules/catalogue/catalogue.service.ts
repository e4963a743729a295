import { translatableError } from '../../common/errors/domain-error.js';
import { CatalogueMessages } from './catalogue.messages.js';
import { DEFAULT_LOCALE } from '../../common/i18n/index.js';
import { hotReads, type Db, type PreparedStatements } from '../../db/typed-query.js';
import { memberCount } from '../identity/index.js';
import type { Category } from './category.entity.js';
import * as q from './category.queries.js';

/**
 * A category's label in a language: its translation there, else its English label (a language a
 * super_admin has not labelled it in yet reads English).
 */
export function labelIn(category: Pick<Category, 'label' | 'translatedLabels'>, locale: string): string {
  return (locale !== DEFAULT_LOCALE && category.translatedLabels?.[locale]) || category.label;
}

/** Categories (which double as skills) and platform-wide figures. */
export class CatalogueService {
  private reading: Promise<Category[]> | undefined;
  /** Lookups made from a read of the categories, kept as long as that read's list is referenced. */
  private readonly lookups = new WeakMap<Category[], Map<string, (key: string) => string>>();
  private readonly hot: ReturnType<typeof hotReads>;

  /** `db`: the primary, or the read replicas (db/replicas.ts); `prepared`: node-postgres's pool on a server PostgreSQL (`hotReads`). */
  constructor(
    private readonly db: Db,
    prepared: PreparedStatements | null = null,
  ) {
    this.hot = hotReads(db, prepared);
  }

  /**
   * Every category, retired ones included, read fresh: super_admins change the list at run time and
   * every instance must see a change at once (docs/api.md "Categories" has the measurement: the read
   * is ≈ 0.1 ms on PostgreSQL, cheaper than any invalidation scheme is worth). Callers that ask at the
   * same moment (a page of services resolving their labels) share one read.
   */
  allCategories(): Promise<Category[]> {
    this.reading ??= this.hot.many(q.allCategories, []).finally(() => (this.reading = undefined));
    return this.reading;
  }

  /**
   * The categories offered for new services and needs, and as skills (retired ones left out), each
   * labelled in `locale`.
   */
  async categories(locale: string = DEFAULT_LOCALE): Promise<Category[]> {
    return (await this.allCategories())
      .filter((c) => !c.retiredAt)
      .map((c) => (locale === DEFAULT_LOCALE ? c : { ...c, label: labelIn(c, locale) }));
  }

  /**
   * Labels by value in `locale`, retired categories included: what existing services and needs show.
   * A page's fields ask for them item by item (GraphQL's `categoryLabel`): the callers that share one
   * read of the categories share one lookup per language too.
   */
  async labels(locale: string = DEFAULT_LOCALE): Promise<(value: string) => string> {
    return this.lookup(await this.allCategories(), `category:${locale}`, (c) => [c.value, labelIn(c, locale)]);
  }

  /**
   * A category a service or need may be saved with: an active one, or the one it already has
   * (`kept`), even if retired since. BAD_USER_INPUT otherwise.
   */
  async assertUsableCategory(value: string, kept?: string | null): Promise<void> {
    const category = (await this.allCategories()).find((c) => c.value === value);
    if (!category)
      throw translatableError('VALIDATION', CatalogueMessages.unknownCategory, { value: value.slice(0, 60) });
    if (category.retiredAt && value !== kept)
      throw translatableError('VALIDATION', CatalogueMessages.retiredCategory, { label: category.label });
  }

  /**
   * The skills a member may pick, labelled in `locale`. Profiles store a skill as its English label
   * and take it by its label in any language (profiles' `skillsByAnyLabel`), as Browse Coaches' filter does.
   */
  async skills(locale: string = DEFAULT_LOCALE): Promise<string[]> {
    return (await this.categories(locale)).map((c) => c.label);
  }

  /**
   * Stored skills (English labels) as a reader of `locale` reads them: their category's label in that
   * language, retired categories included. English needs no read: a skill is its English label.
   */
  async skillLabels(locale: string = DEFAULT_LOCALE): Promise<(skill: string) => string> {
    if (locale === DEFAULT_LOCALE) return (skill) => skill;
    return this.lookup(await this.allCategories(), `skill:${locale}`, (c) => [c.label, labelIn(c, locale)]);
  }

  /** A lookup over one read of the categories, made once per read and kind (`entry` gives its key and word). */
  private lookup(
    categories: Category[],
    kind: string,
    entry: (c: Category) => [string, string],
  ): (key: string) => string {
    let kinds = this.lookups.get(categories);
    if (!kinds) this.lookups.set(categories, (kinds = new Map<string, (key: string) => string>()));
    let find = kinds.get(kind);
    if (!find) {
      const map = new Map(categories.map(entry));
      find = (key) => map.get(key) ?? key;
      kinds.set(kind, find);
    }
    return find;
  }

  async memberCount(): Promise<number> {
    return memberCount(this.db);
  }
}
