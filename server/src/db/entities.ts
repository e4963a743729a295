import { User } from '../modules/identity/index.js';
import { Profile } from '../modules/profiles/index.js';
import { Category, ServiceRecord } from '../modules/catalogue/index.js';

/**
 * The TypeORM entities: only the tables read through TypeORM's repositories (or whose class is also
 * a read model). Every other table is reached with SQL in its module's `*.queries.ts`; the schema
 * itself is the migrations in /migrations, never derived from these classes.
 */
export const entities = [User, Profile, Category, ServiceRecord];
