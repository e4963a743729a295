import { beforeAll, describe, expect, it } from 'vitest';
import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import { useTestApp } from '../../test/harness.js';
import { adminCast, createMember, createService } from '../../test/factories.js';
import manifest from '../../../client/src/gql/persisted-documents.json' with { type: 'json' };
import { graphqlExecutions } from '../common/metrics/metrics.js';

/**
 * Operations run compiled (compiled-execution.ts): the app's own documents from their first
 * request, any other document from its second. Each check sends an app document twice: by its hash
 * (compiled) and as its text with a comment of its own added (another document to the server, seen
 * once, so graphql-js runs it), and the two answers must be the same, data and errors, with the
 * counters showing which ran how.
 */
const { app } = useTestApp({ reset: false });

const documents = Object.entries(manifest as Record<string, string>).map(([id, text]) => {
  const operation = parse(text).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  return { id, text, name: operation.name!.value, operation };
});
const documentNamed = (name: string) => documents.find((d) => d.name === name)!;

interface Answer {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; path?: unknown; extensions?: { code?: string } }> };
}

async function post(body: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const executions = async () => {
  const { values } = await graphqlExecutions.get();
  const count = (execution: string) => values.find((v) => v.labels.execution === execution)?.value ?? 0;
  return { compiled: count('compiled'), interpreted: count('interpreted') };
};

let oneOffs = 0;

/** One app document both ways; answers the two answers and how each ran. */
async function bothWays(name: string, variables: Record<string, unknown>, token?: string) {
  const { id, text } = documentNamed(name);
  const before = await executions();
  const compiled = await post({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }, token);
  const middle = await executions();
  const interpreted = await post({ query: `${text}\n# ${++oneOffs}`, variables }, token);
  const after = await executions();
  return {
    compiled,
    interpreted,
    ran: [
      { compiled: middle.compiled - before.compiled, interpreted: middle.interpreted - before.interpreted },
      { compiled: after.compiled - middle.compiled, interpreted: after.interpreted - middle.interpreted },
    ],
  };
}

/** An answer without the one value that is the time of the call (the data export's `exported_at`). */
const withoutClock = (answer: object) =>
  JSON.parse(JSON.stringify(answer).replace(/(\\"exported_at\\": \\")[^\\]+/g, '$1…')) as unknown;

let cast: Awaited<ReturnType<typeof adminCast>>;
let coachServiceId: string;
let stranger: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  await app.reset();
  cast = await adminCast(app);
  stranger = await createMember(app, { fullName: 'Stranger' });
  const { superAdmin, member } = cast;
  coachServiceId = (await createService(app, superAdmin.user.id, { title: 'Brand strategy' })).id;
  await createService(app, member.user.id, { title: 'Podcast editing' });
  // An accepted request: threads, notifications, sessions and the ledger's hold have rows to show.
  const request = await app.services.exchanges.send(member.user.id, { serviceId: coachServiceId });
  await app.services.exchanges.respond(superAdmin.user.id, { requestId: request.id, action: 'accept' });
});

describe("the app's own documents, compiled", () => {
  it('answer every read that needs no more than a page size exactly as graphql-js does, and run compiled', async () => {
    const reads = documents.filter(
      (d) =>
        d.operation.operation === OperationTypeNode.QUERY &&
        (d.operation.variableDefinitions ?? []).every(
          (v) => v.type.kind !== Kind.NON_NULL_TYPE || v.defaultValue || v.variable.name.value === 'first',
        ),
    );
    expect(reads.length).toBeGreaterThan(30);
    for (const { name } of reads) {
      for (const token of [cast.superAdmin.token, cast.member.token]) {
        const { compiled, interpreted, ran } = await bothWays(name, { first: 10 }, token);
        expect(withoutClock({ name, ...compiled })).toEqual(withoutClock({ name, ...interpreted }));
        expect(ran, name).toEqual([
          { compiled: 1, interpreted: 0 },
          { compiled: 0, interpreted: 1 },
        ]);
      }
    }
  });

  it('read a coach as graphql-js does, its email shown only to the other party of an exchange', async () => {
    const asStranger = await bothWays('CoachProfile', { id: cast.superAdmin.user.id }, stranger.token);
    expect(asStranger.compiled).toEqual(asStranger.interpreted);
    expect(asStranger.ran[0]).toEqual({ compiled: 1, interpreted: 0 });
    const coach = (asStranger.compiled.body.data as { coach: { email: string | null; fullName: string } }).coach;
    expect(coach).toMatchObject({ fullName: 'Root', email: null });
    // The other party of an accepted exchange sees it.
    const asCounterpart = await bothWays('CoachProfile', { id: cast.superAdmin.user.id }, cast.member.token);
    expect(asCounterpart.compiled).toEqual(asCounterpart.interpreted);
    expect((asCounterpart.compiled.body.data as { coach: { email: string } }).coach.email).toBe('root@example.com');
  });

  it("give a sign-in's own account its email, and a refused one its code, message and path", async () => {
    const signedIn = await bothWays('Login', { input: { email: 'joe@example.com', password: 'secret1' } });
    expect(signedIn.ran[0]).toEqual({ compiled: 1, interpreted: 0 });
    for (const answer of [signedIn.compiled, signedIn.interpreted]) {
      expect(answer.body.errors).toBeUndefined();
      expect((answer.body.data as { login: { user: { email: string } } }).login.user.email).toBe('joe@example.com');
    }
    const refused = await bothWays('Login', { input: { email: 'joe@example.com', password: 'wrong-password' } });
    expect(refused.compiled).toEqual(refused.interpreted);
    expect(refused.compiled.body.errors).toEqual([
      expect.objectContaining({
        message: 'Invalid email or password',
        path: ['login'],
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
  });

  it("answer variables that do not coerce with graphql-js's own 400 BAD_USER_INPUT, having run nothing", async () => {
    const { compiled, interpreted, ran } = await bothWays('BrowseCoaches', { first: 'ten' });
    expect(compiled).toEqual(interpreted);
    expect(compiled.status).toBe(400);
    expect(compiled.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(compiled.body.errors?.[0]?.message).toMatch(/^Variable "\$first" got invalid value "ten"/);
    expect(ran[0]).toEqual({ compiled: 0, interpreted: 1 });
  });
});

describe('any other document', () => {
  it('is compiled from its second request, with the same answer', async () => {
    const query = `query Offers { categories { value label } services(first: 5) { nodes { id title coach { fullName } } } } # ${++oneOffs}`;
    const before = await executions();
    const first = await post({ query }, cast.member.token);
    const afterFirst = await executions();
    const second = await post({ query }, cast.member.token);
    const afterSecond = await executions();
    expect(second).toEqual(first);
    expect(first.status).toBe(200);
    expect((first.body.data as { services: { nodes: unknown[] } }).services.nodes.length).toBe(2);
    expect(afterFirst).toEqual({ ...before, interpreted: before.interpreted + 1 });
    expect(afterSecond).toEqual({ ...afterFirst, compiled: afterFirst.compiled + 1 });
  });
});
