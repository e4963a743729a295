import { one, type Db } from '../../db/typed-query.js';
import { memberCount as memberCountQuery } from './identity.queries.js';

/** How many members there are: the ledger check asks it (each member must have a wallet). */
export async function memberCount(db: Db): Promise<number> {
  return (await one(db, memberCountQuery, []))!.members;
}
