import type { ApolloClient } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { rereadRoster } from './rosterReads';

/** A client whose reads answer when the test says so. */
function slowClient() {
  const pending: Array<{ id: string; answer: () => void }> = [];
  const client = {
    query: ({ variables }: { variables: { id: string } }) =>
      new Promise<void>((resolve) => pending.push({ id: variables.id, answer: resolve })),
  } as unknown as ApolloClient;
  return { client, pending };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('rereadRoster', () => {
  it('a seat event and a notification of the same booking share one read at a time per occurrence', async () => {
    const { client, pending } = slowClient();
    rereadRoster(client, 'g1'); // the seat event
    rereadRoster(client, 'g1'); // the notification, while the first read is on its way
    rereadRoster(client, 'g2'); // another occurrence reads beside it
    expect(pending.map((p) => p.id)).toEqual(['g1', 'g2']);
    pending[0].answer();
    await settle();
    // One more read of g1, started after the first answered: nothing can answer after it.
    expect(pending.map((p) => p.id)).toEqual(['g1', 'g2', 'g1']);
  });

  it('each client has its own reads (a signed-out client never blocks the next one)', () => {
    const first = slowClient();
    const second = slowClient();
    rereadRoster(first.client, 'g1');
    rereadRoster(second.client, 'g1');
    expect(first.pending).toHaveLength(1);
    expect(second.pending).toHaveLength(1);
  });
});
