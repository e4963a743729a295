/**
 * The full-text match of a listing's `search_vector` (services and needs: the title weighted A, the
 * description B), and its rank, rounded so that it can be part of a keyset cursor.
 * Weights D, C, B, A: a title (A) match counts ten times a description (B) match.
 */
export function fullTextMatch(vector: string, query: string): { where: string; rank: string } {
  return {
    where: `${vector} @@ to_tsquery('simple', ${query})`,
    rank: `round(ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', ${vector}, to_tsquery('simple', ${query}))::numeric, 6)`,
  };
}

/**
 * The start of a searchable listing's statement (Discover, the Needs tab): its parameters are
 * numbered in the order the filters are added (`param()` answers the next `$n`), so the search,
 * when there is one, is `$1`; `where` starts with the listing's own conditions and the match;
 * `rank` is the match's rank, or 0 without a search.
 */
export function listingFilters(vector: string, conditions: string[], search: boolean): { param: () => string; where: string[]; rank: string } {
  let n = 0;
  const param = () => `$${++n}`;
  const where = [...conditions];
  if (!search) return { param, where, rank: '0::numeric' };
  const match = fullTextMatch(vector, param());
  where.push(match.where);
  return { param, where, rank: match.rank };
}
