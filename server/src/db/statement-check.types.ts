import type { StatementFits } from './statement-check.js';
import type { Query } from './typed-query.js';

/**
 * The statement check checked: `npm run typecheck` fails if `StatementFits` accepts what it must
 * refuse (a renamed column, a number declared for text, a parameter too many) or refuses what fits.
 */
type Is<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Refused<T> = T extends true ? false : true;
type Row = { id: string; n: number; status: 'pending' | 'accepted'; at: Date | null; data: unknown };
type Declared = Query<[id: string], Row>;
type Answered = { id: string; n: number; status: string; at: Date; data: unknown };

export type StatementCheckSelfTest = [
  Is<StatementFits<Declared, [string], Answered, 'fits'>, true>,
  Refused<StatementFits<Declared, [string], Omit<Answered, 'n'> & { count: number }, 'renamed column'>>,
  Refused<StatementFits<Declared, [string], Omit<Answered, 'n'> & { n: string }, 'bigint as number'>>,
  Refused<StatementFits<Declared, [string, string], Answered, 'parameter added'>>,
  Refused<StatementFits<Declared, [number], Answered, 'parameter of another type'>>,
];
// Each element must be `true`: one that is not is the case the checker gets wrong.
export const statementCheckSelfTest: StatementCheckSelfTest = [true, true, true, true, true];
