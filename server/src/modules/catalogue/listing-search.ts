import { many, type Db } from '../../db/typed-query.js';
import { wordsStartingWith } from './catalogue.queries.js';

/**
 * What a search box becomes, for Discover and the Needs board alike: a
 * text-search query, and for a single term its words, which the postings tables answer best first
 * (migrations SearchPostings and NeedPostings; `db/full-text.ts: postedMatches`).
 */
export interface ListingSearch {
  /** Each term as the words that start with it (`(review | reviews)`), or as a prefix (`sa:*`); ANDed. */
  query: string;
  /** With one term spelled out: its words (the postings path); absent otherwise (the GIN path). */
  words?: string[];
}

/** The words of a search box, lower-cased, at most 10. */
function searchTerms(search: string | undefined): string[] {
  return ((search ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

/** A prefix that stands for more words than this stays a prefix (`sa:*`); fewer are spelled out. */
const WORDS_PER_PREFIX = 16;
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The search box as a text-search query: each term is the words of the services and needs that start
 * with it (`review | reviews`), which GIN answers 4× faster than the prefix `review:*`, or the prefix
 * itself when it stands for more than WORDS_PER_PREFIX words (migration SearchWords). One statement.
 */
export async function listingSearch(db: Db, search: string | undefined): Promise<ListingSearch | undefined> {
  const terms = searchTerms(search);
  if (!terms.length) return undefined;
  const rows = await many(db, wordsStartingWith, [terms, WORDS_PER_PREFIX + 1]);
  const wordsOf = new Map(rows.map((r) => [r.prefix, r.words]));
  const spelledOut = terms.map((term) => {
    const words = wordsOf.get(term) ?? [];
    return words.length > 0 && words.length <= WORDS_PER_PREFIX && words.every((w) => PLAIN_WORD.test(w))
      ? words
      : undefined;
  });
  const query = terms
    .map((term, i) => {
      const words = spelledOut[i];
      return words ? `(${words.join(' | ')})` : `${term}:*`;
    })
    .join(' & ');
  // A single term's words: the postings rank and count them without GIN.
  return { query, words: terms.length === 1 ? spelledOut[0] : undefined };
}
