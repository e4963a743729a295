import { describe, expect, it } from 'vitest';
import { latestRead } from './latestRead';

/** A read whose answer the test releases by hand, in any order. */
function controlledReads() {
  const started: { key: string; answer: () => void; fail: () => void }[] = [];
  const read = (key: string) =>
    new Promise<void>((resolve, reject) => {
      started.push({ key, answer: resolve, fail: () => reject(new Error('offline')) });
    });
  return { started, read };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latestRead', () => {
  it('never runs two reads of one key side by side, and reads once more after a burst', async () => {
    const { started, read } = controlledReads();
    const readLatest = latestRead(read);
    readLatest('a');
    readLatest('a');
    readLatest('a');
    expect(started.map((s) => s.key)).toEqual(['a']);
    started[0].answer();
    await settle();
    // The two calls during the first read are answered by one read, started after it.
    expect(started.map((s) => s.key)).toEqual(['a', 'a']);
    started[1].answer();
    await settle();
    expect(started).toHaveLength(2);
  });

  it('reads different keys side by side', () => {
    const { started, read } = controlledReads();
    const readLatest = latestRead(read);
    readLatest('a');
    readLatest('b');
    expect(started.map((s) => s.key)).toEqual(['a', 'b']);
  });

  it('goes on after a failed read', async () => {
    const { started, read } = controlledReads();
    const readLatest = latestRead(read);
    readLatest('a');
    readLatest('a');
    started[0].fail();
    await settle();
    expect(started).toHaveLength(2);
    started[1].answer();
    await settle();
    readLatest('a');
    expect(started).toHaveLength(3);
  });
});
