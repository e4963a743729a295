import type { DataSource } from 'typeorm';
import { notFound, translatableError } from '../../common/errors/domain-error.js';
import { singleSpaced } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { one, run } from '../../db/typed-query.js';
import type { AuditLog } from '../audit/index.js';
import type { Category } from './category.entity.js';
import * as q from './category.queries.js';
import { CATEGORY_VALUE, CategoryAdminMessages } from './category-admin.inputs.js';

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

/**
 * super_admins manage the categories: add, rename, retire and bring back. Each
 * change and its audit entry commit together. Retiring keeps the row: existing services and needs
 * keep their category and label; only new ones cannot choose it (CatalogueService.assertUsableCategory).
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

  // The values and labels are checked by their inputs (category-admin.inputs.ts), on both
  // transports; what is kept is the value trimmed and the label single-spaced, as checked.
  async add(actorId: string, input: { value: string; label: string }): Promise<Category> {
    const value = input.value.trim();
    const label = singleSpaced(input.label);
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
  async rename(actorId: string, value: string, label: string): Promise<Category> {
    const next = singleSpaced(label);
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
  async setTranslatedLabel(actorId: string, value: string, locale: string, label: string | null): Promise<Category> {
    const next = label === null ? null : singleSpaced(label);
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
