import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { RecentlyUsed } from '../recently-used.js';

/**
 * How long a public answer may be reused, by this instance (in memory) and then by the browser or a
 * proxy (`Cache-Control: public, max-age=1`): one second each, so a change is seen within two
 * seconds everywhere, and a burst of visitors asking the same list costs one read per second per
 * instance.
 */
export const PUBLIC_ANSWER_SECONDS = 1;
/**
 * The extension a GraphQL query field carries when its answer is the same for every visitor of a
 * language (a public list): a visitor's query of only such fields is kept a second too.
 */
export const PUBLIC_ANSWER_EXTENSION = 'publicAnswer';
/** At most this many different public answers kept at once (distinct filters of Discover's first page). */
export const PUBLIC_ANSWER_MAX_ENTRIES = 500;

/** One public answer as it was sent: its JSON text, the headers that go with it, and its ETag. */
interface Answer {
  json: Buffer;
  etag: string;
  headers: Array<[string, string]>;
  until: number;
}

/** Headers of a list answer kept with it (paging). */
const KEPT_HEADERS = ['X-Total-Count', 'Link'];

/**
 * Public `/api` answers that are the same for every visitor (`GET /categories`, Discover's first
 * page for a caller without a token), answered with `Cache-Control: public, max-age=1`, an `ETag`
 * (a hash of the body: `If-None-Match` gets 304 with no body) and `Vary: Authorization, Accept-Language`, and kept in
 * this instance's memory for one second. The same memory keeps GraphQL's answers of those lists
 * to visitors (`keptBody`, `keep`). `forget()` empties it (categories changed: every answer
 * carries their labels).
 */
export class PublicAnswers {
  private readonly answers: RecentlyUsed<string, Answer>;
  /** Answers being computed: callers of the same key at the same moment share one computation. */
  private readonly computing = new Map<string, Promise<Answer>>();
  /** Counts every `forget()`; an answer computed across one is not kept. */
  private epoch = 0;

  constructor(
    private readonly seconds = PUBLIC_ANSWER_SECONDS,
    maxEntries = PUBLIC_ANSWER_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {
    this.answers = new RecentlyUsed(maxEntries);
  }

  /**
   * Answers `req` from memory when this key was answered less than a second ago, else with
   * `compute()`'s body (which may set the kept headers on `res`), and keeps it.
   */
  async send(req: Request, res: Response, key: string, compute: () => Promise<unknown>): Promise<void> {
    let answer = this.fresh(key);
    if (!answer) {
      let pending = this.computing.get(key);
      if (!pending) {
        pending = this.compute(key, res, compute).finally(() => this.computing.delete(key));
        this.computing.set(key, pending);
      }
      answer = await pending;
    }
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.setHeader('Cache-Control', `public, max-age=${this.seconds}`);
    // Category labels are in the caller's language (callers key their answers by it).
    res.vary('Authorization');
    res.vary('Accept-Language');
    res.setHeader('ETag', answer.etag);
    if (notModified(req, answer.etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', answer.json.length);
    res.end(answer.json);
  }

  private async compute(key: string, res: Response, compute: () => Promise<unknown>): Promise<Answer> {
    const epoch = this.epoch;
    const json = Buffer.from(JSON.stringify(await compute()));
    const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
      const value = res.getHeader(name);
      return value === undefined ? [] : [[name, String(value)]];
    });
    const answer: Answer = { json, etag: etagOf(json), headers, until: this.now() + this.seconds * 1000 };
    // Not kept when the categories changed while it was computed (it may carry the old labels).
    if (epoch === this.epoch) this.answers.set(key, answer);
    return answer;
  }

  /**
   * Sends a public list's answer that is not kept (a signed-in caller, a later page): never stored
   * by anyone, and `Vary: Authorization` like the kept ones.
   */
  static sendUncached(res: Response, body: unknown): void {
    res.setHeader('Cache-Control', 'no-store');
    res.vary('Authorization');
    // Not `res.json`: express would add its own ETag (and answer 304 to it), which is for answers
    // that may be reused, and this one may not.
    const json = Buffer.from(JSON.stringify(body));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', json.length);
    res.end(json);
  }

  /** `key`'s answer while it is less than a second old. */
  private fresh(key: string): Answer | undefined {
    const answer = this.answers.get(key);
    if (answer && answer.until <= this.now()) {
      this.answers.delete(key);
      return undefined;
    }
    return answer;
  }

  /**
   * The body kept as `key`'s answer, while it is less than a second old: for a transport that
   * answers in its own way (GraphQL's visitors, app/known-operations.ts), with none of the HTTP
   * caching headers of `send`.
   */
  keptBody(key: string): Buffer | undefined {
    return this.fresh(key)?.json;
  }

  /** How many times the memory was emptied: read before computing an answer, given to `keep`. */
  get generation(): number {
    return this.epoch;
  }

  /**
   * Keeps `json` as `key`'s answer for a second, unless the memory was emptied since `generation`
   * was read (the answer may carry the old category labels).
   */
  keep(key: string, json: Buffer, generation: number): void {
    if (generation !== this.epoch) return;
    this.answers.set(key, { json, etag: etagOf(json), headers: [], until: this.now() + this.seconds * 1000 });
  }

  /** Empties the memory (categories changed). */
  forget(): void {
    this.epoch++;
    this.answers.clear();
    this.computing.clear();
  }
}

/** A strong ETag of a JSON body (the bytes sent are exactly these). */
export function etagOf(json: Buffer): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** Whether `If-None-Match` names this ETag (weak comparison, RFC 9110 §13.1.2; `*` matches). */
export function notModified(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t === etag || t === `W/${etag}`);
}
