import { describe, expect, it } from 'vitest';
import { CoalescedRun } from './coalesced-run.js';

/** A run that waits until the test lets it end. */
function gatedWork() {
  const runs: Array<() => void> = [];
  const work = () => new Promise<void>((resolve) => runs.push(resolve));
  return { runs, work };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('CoalescedRun', () => {
  it('runs once at a time: a burst of wakes during a run asks for exactly one more run', async () => {
    const { runs, work } = gatedWork();
    const loop = new CoalescedRun('test', work, () => true);
    loop.wake();
    for (let i = 0; i < 10; i++) loop.wake();
    expect(runs).toHaveLength(1);
    runs[0]();
    await tick();
    expect(runs).toHaveLength(2);
    runs[1]();
    await loop.running;
    await tick();
    expect(runs).toHaveLength(2);
    expect(loop.running).toBeUndefined();
  });

  it('starts nothing once its owner no longer wants it, not even the run a wake asked for', async () => {
    let wanted = true;
    const { runs, work } = gatedWork();
    const loop = new CoalescedRun('test', work, () => wanted);
    loop.wake();
    loop.wake();
    wanted = false;
    runs[0]();
    await tick();
    loop.wake();
    expect(runs).toHaveLength(1);
  });

  it('a failed run does not stop the next wake', async () => {
    let calls = 0;
    const loop = new CoalescedRun(
      'test',
      () => {
        calls++;
        return calls === 1 ? Promise.reject(new Error('boom')) : Promise.resolve();
      },
      () => true,
    );
    loop.wake();
    await loop.running;
    loop.wake();
    await loop.running;
    expect(calls).toBe(2);
  });

  it('with spacing: the first wake runs at once; the wakes that follow within the interval make one run, once it has passed', async () => {
    const { runs, work } = gatedWork();
    const starts: number[] = [];
    const loop = new CoalescedRun(
      'test',
      () => {
        starts.push(performance.now());
        return work();
      },
      () => true,
      80,
    );
    loop.wake();
    expect(runs).toHaveLength(1); // nothing ran before: no waiting
    runs[0]();
    await loop.running;
    for (let i = 0; i < 10; i++) loop.wake();
    await tick();
    expect(runs).toHaveLength(1); // within the interval: the run waits for it
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(runs).toHaveLength(2); // one run for the ten wakes
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(60); // timers may fire a millisecond early
    runs[1]();
    await loop.running;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(runs).toHaveLength(2);
  });

  it('with spacing: a run still waiting for its interval does not start once its owner stopped', async () => {
    let wanted = true;
    const { runs, work } = gatedWork();
    const loop = new CoalescedRun('test', work, () => wanted, 50);
    loop.wake();
    runs[0]();
    await loop.running;
    loop.wake();
    wanted = false;
    await new Promise((resolve) => setTimeout(resolve, 90));
    expect(runs).toHaveLength(1);
  });
});
