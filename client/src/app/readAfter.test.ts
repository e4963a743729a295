import { afterEach, describe, expect, it } from 'vitest';
import { forgetReadAfter, readAfter, readAfterFetch } from './readAfter';

/** A server double: answers with the given X-Read-After and records what each request carried. */
function server(answers: Array<string | null>) {
  const sent: Array<string | null> = [];
  const fetchDouble = (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Headers(init?.headers).get('x-read-after'));
    const lsn = answers.shift();
    return Promise.resolve(new Response('{}', { headers: lsn ? { 'x-read-after': lsn } : {} }));
  };
  return { sent, fetch: readAfterFetch(fetchDouble) };
}

describe('read your writes (X-Read-After)', () => {
  afterEach(() => forgetReadAfter());

  it('sends nothing before a write, then the newest position any answer carried, never an older one', async () => {
    const { sent, fetch } = server([null, '0/16B3748', null, '0/16A0000', 'A/1', null]);
    for (let i = 0; i < 6; i++) await fetch('/graphql', { headers: { authorization: 'Bearer t' } });
    // Positions compare as numbers: 0/16A0000 is older than 0/16B3748; A/1 is newer than both.
    expect(sent).toEqual([null, null, '0/16B3748', '0/16B3748', '0/16B3748', 'A/1']);
    expect(readAfter()).toBe('A/1');
  });

  it('keeps the position across a reload (storage) and ignores a malformed one', async () => {
    const first = server(['1/FF', 'not-a-position']);
    await first.fetch('/graphql');
    await first.fetch('/graphql');
    expect(localStorage.getItem('energy-exchange.readAfter')).toBe('1/FF');
    const { sent, fetch } = server([null]);
    await fetch('/graphql');
    expect(sent).toEqual(['1/FF']);
  });

  it('keeps the request’s own headers', async () => {
    let headers: Headers | undefined;
    const fetch = readAfterFetch((_i: RequestInfo | URL, init?: RequestInit) => {
      headers = new Headers(init?.headers);
      return Promise.resolve(new Response('{}'));
    });
    await fetch('/graphql', { headers: { authorization: 'Bearer t', 'content-type': 'application/json' } });
    expect(headers?.get('authorization')).toBe('Bearer t');
    expect(headers?.get('content-type')).toBe('application/json');
  });
});
