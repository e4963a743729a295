import type { Query } from './typed-query.js';

/**
 * What "a statement's declared types fit its SQL" means, checked at compile time against what
 * PostgreSQL says of the statement (statement-types.generated.ts, written by `npm run sql:types`).
 *
 * PostgreSQL names each answered column and its type, and the type it infers for each parameter,
 * but not whether a column can be null, nor what a json column holds, nor which strings a text
 * column stores. So the check is about names and kinds: every declared column must be answered, and
 * each declared type must fit the answered one — a union of stored strings fits text, a Date fits a
 * timestamp, `string | null` fits text; a number does not fit text, nor a string a timestamp. json,
 * records and intervals (`unknown` here) fit anything. Nullability stays the declaration's word.
 */

type Present<T> = Exclude<T, null | undefined>;

/** Either holds the other (ignoring null): the declaration narrows or widens the answer, never contradicts it. */
type Fits<Declared, Answered> = unknown extends Answered
  ? true
  : [Present<Declared>] extends [never]
    ? true
    : [Present<Declared>, Present<Answered>] extends [readonly (infer D)[], readonly (infer A)[]]
      ? Fits<D, A>
      : [Present<Declared>] extends [Present<Answered>]
        ? true
        : [Present<Answered>] extends [Present<Declared>]
          ? true
          : false;

/** The declared columns that are not answered, or whose type does not fit the answered one. */
type RowProblems<Declared, Answered> = {
  [K in keyof Declared]-?: K extends keyof Answered ? (Fits<Declared[K], Answered[K]> extends true ? never : K) : K;
}[keyof Declared];

/** The positions ($1 = '0') whose declared parameter does not fit what PostgreSQL infers. */
type ParamProblems<Declared extends readonly unknown[], Answered extends readonly unknown[]> = {
  [I in keyof Answered]: I extends keyof Declared ? (Fits<Declared[I], Answered[I]> extends true ? never : I) : I;
}[number];

/** `true` when the statement fits; otherwise what does not, which `Check` prints in the type error. */
export type StatementFits<Q, AnsweredParams extends readonly unknown[], AnsweredRow, Label extends string> =
  Q extends Query<infer Params, infer Row>
    ? Params['length'] extends AnsweredParams['length']
      ? [ParamProblems<Params, AnsweredParams>] extends [never]
        ? [Row] extends [void]
          ? true
          : string extends keyof Row // a row declared as a record of any columns (an export's rows)
            ? true
            : [RowProblems<Row, AnsweredRow>] extends [never]
              ? true
              : { statement: Label; columnsThatDoNotFit: RowProblems<Row, AnsweredRow>; answered: AnsweredRow }
        : { statement: Label; parametersThatDoNotFit: ParamProblems<Params, AnsweredParams> }
      : { statement: Label; declaredParameters: Params['length']; answeredParameters: AnsweredParams['length'] }
    : { notAStatement: Q };

/** Fails the build at the statement that does not fit. */
export type Check<T extends true> = T;
