import { defineMessages } from '@formatjs/intl';
import type { DataSource } from 'typeorm';
import { invalid, notFound, translatableError } from '../../common/errors/domain-error.js';
import { DEFAULT_LOCALE, isSupportedLocale } from '../../common/i18n/index.js';
import { inTransaction } from '../../db/transaction.js';
import { one, run } from '../../db/typed-query.js';
import type { AuditLog } from '../audit/index.js';
import type { Category } from './category.entity.js';
import * as q from './category.queries.js';

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

/**
 * A value or label another category has: CONFLICT, naming the field (`field` in the REST body and
 * the GraphQL extensions), so a client shows it there whatever language the words are in.
 */
const nameTaken = (field: 'value' | 'label') =>
  translatableError(
    'CONFLICT',
    field === 'label' ? CategoryAdminMessages.labelTaken : CategoryAdminMessages.valueTaken,
    undefined,
    { field },
  );

function cleanLabel(label: unknown): string {
  const text = typeof label === 'string' ? label.trim().replace(/\s+/g, ' ') : '';
  if (text.length < 1 || text.length > 60) throw invalid(CategoryAdminMessages.label);
  return text;
}

/**
 * super_admins manage the categories: add, rename, retire and bring back. Each
 * change and its audit entry commit together. Retiring keeps the row: existing services and needs
 * keep their category and label; only new ones cannot choose it (CatalogueService.assertServiceed).
 * Every read goes to the table (CatalogueService.allCategories), so every instance sees a change
 * as soon as it commits.
 */
export class CategoryAdminService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
    /** After a change commits: this instance forgets its public answers (they carry the labels). */
    private readonly changed: () => void = () => {},
  ) {}

  async add(actorId: string, input: { value: unknown; label: unknown }): Promise<Category> {
    const value = typeof input.value === 'string' ? input.value.trim() : '';
    if (!CATEGORY_VALUE.test(value)) throw invalid(CategoryAdminMessages.value);
    const label = cleanLabel(input.label);
    return inTransaction(this.db, async (tx, afterCommit) => {
      afterCommit(() => this.changed());
      if (await one(tx, q.categoryByLabel, [label])) throw nameTaken('label');
      const created = await one(tx, q.insertCategory, [value, label]);
      if (!created) throw nameTaken('value');
      await this.audit.recordByMember(tx, actorId, { action: 'category_added', subject: value, detail: { label } });
      return created;
    });
  }

  /** A new label; profiles that list the old one as a skill carry the new one (the same transaction). */
  async rename(actorId: string, value: string, label: unknown): Promise<Category> {
    const next = cleanLabel(label);
    return inTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, value);
      if (current.label === next) return current;
      afterCommit(() => this.changed());
      const holder = await one(tx, q.categoryByLabel, [next]);
      if (holder && holder.value !== value) throw nameTaken('label');
      const renamed = (await one(tx, q.renameCategory, [value, next]))!;
      await run(tx, q.renameSkill, [current.label, next]);
      await this.audit.recordByMember(tx, actorId, {
        action: 'category_renamed',
        subject: value,
        detail: { from: current.label, to: next },
      });
      return renamed;
    });
  }

  /**
   * Its label in one language other than English (`locale`); `null` removes it, and that language
   * reads the English label again. English is the category's own label, changed by `rename` (it
   * carries the skills along). Audit log: `category_renamed`, with the language.
   */
  async setTranslatedLabel(actorId: string, value: string, locale: unknown, label: unknown): Promise<Category> {
    if (!isSupportedLocale(locale) || locale === DEFAULT_LOCALE) throw invalid(CategoryAdminMessages.language);
    const next = label === null ? null : cleanLabel(label);
    return inTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, value);
      const previous = current.translatedLabels[locale] ?? null;
      if (previous === next) return current;
      afterCommit(() => this.changed());
      const changed = (await one(tx, q.setTranslatedLabel, [value, locale, next]))!;
      await this.audit.recordByMember(tx, actorId, {
        action: 'category_renamed',
        subject: value,
        detail: { locale, from: previous, to: next },
      });
      return changed;
    });
  }

  /** Retires (or brings back) a category; asking for the state it is already in changes nothing. */
  async setRetired(actorId: string, value: string, retired: boolean): Promise<Category> {
    return inTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, value);
      if (!!current.retiredAt === retired) return current;
      afterCommit(() => this.changed());
      const changed = (await one(tx, q.setCategoryRetired, [value, retired]))!;
      await this.audit.recordByMember(tx, actorId, {
        action: retired ? 'category_retired' : 'category_restored',
        subject: value,
        detail: { label: current.label },
      });
      return changed;
    });
  }

  private async lock(tx: Parameters<typeof one>[0], value: string): Promise<q.CategoryRow> {
    const row = CATEGORY_VALUE.test(value) ? await one(tx, q.lockCategory, [value]) : undefined;
    if (!row) throw notFound(CategoryAdminMessages.notFound);
    return row;
  }
}
