import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApolloServer } from '@apollo/server';
import { useTestApp } from '../../test/harness.js';
import { CompiledExecution } from './compiled-execution.js';
import { createMember } from '../../test/factories.js';
import { inTransaction } from '../db/transaction.js';
import { appDocumentNamed, appDocuments } from '../../test/app-documents.js';
import { graphqlDuration, graphqlExecutions, graphqlOperations } from '../common/metrics/metrics.js';

/**
 * Operations of documents the server knows, answered without Apollo Server's pipeline when they
 * succeed (known-operations.ts). Each check sends one of the app's documents by its hash (answered
 * here when it succeeds) and as its text with a comment of its own added (a document the server
 * has never seen: Apollo answers it), and compares the two answers byte for byte; a spy on Apollo's
 * HTTP entry shows which one answered.
 */
const { app } = useTestApp({ reset: false });

/** Apollo Client's own Accept header (HttpLink), a browser's default, and others a client may send. */
const ACCEPTS = [
  undefined,
  'application/graphql-response+json,application/json;q=0.9',
  '*/*',
  'application/graphql-response+json',
  'application/json',
];

interface Sent {
  token?: string;
  accept?: string;
  variables?: unknown;
}

async function send(body: Record<string, unknown>, { token, accept, variables }: Sent = {}) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accept ? { accept } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ ...body, variables }),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    readAfter: res.headers.get('x-read-after'),
    text: await res.text(),
  };
}

const apolloAnswers = () => vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

let oneOffs = 0;

/** One app document by its hash and as a text never seen: both answers, and how many of them Apollo gave. */
async function bothWays(name: string, sent: Sent = {}) {
  const { id, text } = appDocumentNamed(name);
  const apollo = apolloAnswers();
  const byHash = await send({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } }, sent);
  const apolloForHash = apollo.mock.calls.length;
  const byText = await send({ query: `${text}\n# ${++oneOffs}` }, sent);
  const apolloForText = apollo.mock.calls.length - apolloForHash;
  apollo.mockRestore();
  return { byHash, byText, apolloForHash, apolloForText };
}

const timed = async (operation: string) => {
  const { values } = await graphqlDuration.get();
  return (
    values.find((v) => v.metricName === 'graphql_operation_duration_seconds_count' && v.labels.operation === operation)
      ?.value ?? 0
  );
};
const counted = async (operation: string, outcome: string) => {
  const { values } = await graphqlOperations.get();
  return values.find((v) => v.labels.operation === operation && v.labels.outcome === outcome)?.value ?? 0;
};
const runs = async () => {
  const { values } = await graphqlExecutions.get();
  const count = (execution: string) => values.find((v) => v.labels.execution === execution)?.value ?? 0;
  return { compiled: count('compiled'), interpreted: count('interpreted') };
};

let member: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  await app.reset();
  member = await createMember(app, { email: 'bell@example.com', fullName: 'Bell Reader' });
  const created = await inTransaction(app.db, (tx) =>
    app.services.notifications.create(tx, {
      userId: member.user.id,
      type: 'exchange_request',
      params: { text: 'exchangeRequest', values: { requester: 'Rex', cost: 1, service: 'Brand strategy' } },
    }),
  );
  await app.services.notifications.published(created);
});

afterEach(() => vi.restoreAllMocks());

describe("the app's own operations that succeed", () => {
  it('are answered without Apollo, exactly as Apollo answers them: status, content type and body to the byte', async () => {
    for (const accept of ACCEPTS) {
      for (const [name, token] of [
        ['Categories', undefined],
        ['RecentNotifications', member.token],
      ] as const) {
        const { byHash, byText, apolloForHash, apolloForText } = await bothWays(name, { accept, token });
        expect([apolloForHash, apolloForText], `${name}, Accept ${accept}`).toEqual([0, 1]);
        expect(byHash, `${name}, Accept ${accept}`).toEqual(byText);
        expect(byHash.status).toBe(200);
        expect(byHash.text).toMatch(/^\{"data":\{.*\}\n$/s);
      }
    }
    const bell = await bothWays('RecentNotifications', { token: member.token });
    expect(JSON.parse(bell.byHash.text)).toMatchObject({
      data: { recentNotifications: { unreadCount: 1, notifications: [{ __typename: 'Notification', read: false }] } },
    });
  });

  it('are counted and timed by the same metrics, under their name', async () => {
    const [before, timedBefore] = [await counted('RecentNotifications', 'ok'), await timed('RecentNotifications')];
    const { byHash, apolloForHash } = await bothWays('RecentNotifications', { token: member.token });
    expect([byHash.status, apolloForHash]).toEqual([200, 0]);
    // One for the answer by hash, one for Apollo's answer of the text.
    expect(await counted('RecentNotifications', 'ok')).toBe(before + 2);
    expect(await timed('RecentNotifications')).toBe(timedBefore + 2);
  });

  it("include another client's documents once Apollo has checked and compiled them, and the app's sent as text", async () => {
    const text = `query Mine { categories { value } } # ${++oneOffs}`;
    const answers = [];
    const apollo = apolloAnswers();
    for (let i = 0; i < 4; i++) {
      const before = apollo.mock.calls.length;
      const answer = await send({ query: text });
      answers.push({ ...answer, byApollo: apollo.mock.calls.length - before });
    }
    // Seen once: Apollo checks it, graphql-js runs it; seen twice: Apollo runs it compiled; then here.
    expect(answers.map((a) => a.byApollo)).toEqual([1, 1, 0, 0]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[3]).toMatchObject({ status: 200, type: 'application/json; charset=utf-8' });
    // The app's own document sent as its exact text is known at once.
    const before = apollo.mock.calls.length;
    const categories = await send({ query: appDocumentNamed('Categories').text });
    expect([categories.status, apollo.mock.calls.length - before]).toEqual([200, 0]);
  });

  it('include mutations, which run once', async () => {
    const { id } = appDocumentNamed('MarkAllNotificationsRead');
    const before = await runs();
    const apollo = apolloAnswers();
    const answer = await send(
      { extensions: { persistedQuery: { version: 1, sha256Hash: id } } },
      { token: member.token },
    );
    expect([answer.status, apollo.mock.calls.length]).toEqual([200, 0]);
    expect(JSON.parse(answer.text)).toEqual({
      data: { __typename: 'Mutation', markAllNotificationsRead: 1 },
    });
    const unread = await app.db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read`, [
      member.user.id,
    ]);
    expect(unread[0].n).toBe(0);
    const after = await runs();
    expect([after.compiled - before.compiled, after.interpreted - before.interpreted]).toEqual([1, 0]);
  });
});

describe('what Apollo still answers, the same whichever way the document came', () => {
  it('a refused token: checked once, the same 401', async () => {
    const authenticate = vi.spyOn(app.services.identity, 'authenticate');
    const { byHash, byText, apolloForHash } = await bothWays('RecentNotifications', { token: 'not.a.token' });
    // Once for the answer by hash (here, then Apollo with the same failed context), once for the text.
    expect(authenticate).toHaveBeenCalledTimes(2);
    expect(apolloForHash).toBe(1);
    expect(byHash).toEqual(byText);
    expect(byHash.status).toBe(401);
    expect(JSON.parse(byHash.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('variables that do not coerce: nothing runs here, the same 400', async () => {
    const { byHash, byText, apolloForHash } = await bothWays('MarkNotificationRead', {
      token: member.token,
      variables: { id: { not: 'an id' } },
    });
    expect(apolloForHash).toBe(1);
    expect(byHash).toEqual(byText);
    expect(byHash.status).toBe(400);
    expect(JSON.parse(byHash.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('an answer with errors: the operation runs once, here, and Apollo formats its errors', async () => {
    const variables = { input: { email: 'bell@example.com', password: 'wrong-password' } };
    const before = await runs();
    const { byHash, byText, apolloForHash } = await bothWays('Login', { variables });
    expect(apolloForHash).toBe(1);
    expect(byHash).toEqual(byText);
    expect(JSON.parse(byHash.text).errors).toEqual([
      expect.objectContaining({
        message: 'Invalid email or password',
        path: ['login'],
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
    // Compiled once by hash, interpreted once for the text never seen: Apollo's answer by hash did
    // not run the sign-in a second time.
    const after = await runs();
    expect([after.compiled - before.compiled, after.interpreted - before.interpreted]).toEqual([1, 1]);
    expect(await counted('Login', 'error')).toBeGreaterThanOrEqual(2);
  });

  it('compiled code that throws: Apollo answers the failure, and nothing runs a second time', async () => {
    const { id } = appDocumentNamed('Categories');
    vi.spyOn(CompiledExecution.prototype, 'runCheckedOperation').mockRejectedValueOnce(
      new Error('compiled code broke'),
    );
    const before = await runs();
    const apollo = apolloAnswers();
    // A member's: a visitor's categories may come from the public answers' memory, run by nothing.
    const answer = await send(
      { extensions: { persistedQuery: { version: 1, sha256Hash: id } } },
      { token: member.token },
    );
    expect(apollo).toHaveBeenCalledTimes(1);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text).errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    const after = await runs();
    expect([after.compiled - before.compiled, after.interpreted - before.interpreted]).toEqual([0, 0]);
  });

  it('an Accept header that takes no JSON, and a subscription over HTTP: the same refusals', async () => {
    const html = await bothWays('Categories', { accept: 'text/html' });
    expect([html.apolloForHash, html.byHash.status]).toEqual([1, 406]);
    expect(html.byHash).toEqual(html.byText);
    const subscription = appDocuments.find((d) => /^\s*subscription /m.test(d.text))!;
    const overHttp = await bothWays(subscription.name, { token: member.token });
    expect([overHttp.apolloForHash, overHttp.byHash.status]).toEqual([1, 400]);
    expect(overHttp.byHash).toEqual(overHttp.byText);
  });

  it('a body Apollo refuses: the same refusal', async () => {
    const { byHash, byText, apolloForHash } = await bothWays('Categories', { variables: 'not an object' });
    expect(apolloForHash).toBe(1);
    expect(byHash).toEqual(byText);
    expect(byHash.status).toBe(400);
  });
});
