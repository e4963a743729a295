import type { DataSource } from 'typeorm';
import { memberCount } from '../identity/member-count.js';
import { Category } from './category.entity.js';

/** Categories (which double as skills) and platform-wide figures. */
export class CatalogueService {
  private cachedCategories: Promise<Category[]> | undefined;

  constructor(private readonly db: DataSource) {}

  /** The seeded list changes only with a migration, so one read per process is enough. */
  categories(): Promise<Category[]> {
    this.cachedCategories ??= this.db.getRepository(Category).find({ order: { position: 'ASC' } });
    this.cachedCategories.catch(() => (this.cachedCategories = undefined));
    return this.cachedCategories;
  }

  async skills(): Promise<string[]> {
    return (await this.categories()).map((c) => c.label);
  }

  async memberCount(): Promise<number> {
    return memberCount(this.db);
  }
}
