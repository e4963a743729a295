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
