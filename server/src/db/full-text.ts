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
export function listingFilters(
  vector: string,
  conditions: string[],
  search: boolean,
): { param: () => string; where: string[]; rank: string } {
  let n = 0;
  const param = () => `$${++n}`;
  const where = [...conditions];
  if (!search) return { param, where, rank: '0::numeric' };
  const match = fullTextMatch(vector, param());
  where.push(match.where);
  return { param, where, rank: match.rank };
}

/**
 * How many matches a listing search counts exactly; above it the answer says "1,000+" (
 * Discover and the Needs board). It also caps the candidate set a search ranks: a common word matches
 * tens of thousands of rows, and finding, reading and ranking every one of them was most of a
 * search's time.
 */
export const FOUND_COUNT_CAP = 1000;

/**
 * The candidates of a one-term search from a postings table (`search_postings`, `need_postings`:
 * migrations SearchPostings and NeedPostings): per word, its listed rows best first within the filters (`where`,
 * on the postings aliased `t`), read from a B-tree without touching the listing table and stopping
 * after FOUND_COUNT_CAP + 1; a row's rank is the sum of its words' ranks (what `ts_rank_cd` of the
 * OR gives, rounded like `fullTextMatch`'s). Columns: `id`, `rank`, `created_at`. With one word the
 * candidates are the word's best FOUND_COUNT_CAP + 1, so the order is exact even above the cap; with
 * several, exact up to the cap.
 */
export function postedMatches(p: { postings: string; key: string; words: string; where: string[] }): string {
  return `
       SELECT h.${p.key} AS id, round(sum(h.rank::float8)::numeric, 6) AS rank, h.created_at
         FROM unnest(${p.words}::text[]) AS w(word) CROSS JOIN LATERAL (
           SELECT t.${p.key}, t.rank, t.created_at FROM ${p.postings} t
            WHERE ${['t.word = w.word', ...p.where].join(' AND ')}
            ORDER BY t.rank DESC, t.created_at DESC, t.${p.key} DESC LIMIT ${FOUND_COUNT_CAP + 1}) h
        GROUP BY h.${p.key}, h.created_at`;
}
