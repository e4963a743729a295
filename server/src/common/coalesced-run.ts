import { logger } from './logger.js';

/**
 * Work that is woken (after a commit, by an event, by a sweep) and runs one at a time: a wake while
 * it runs asks for one more run right after it, so a burst of wakes costs at most two runs and none
 * is lost. The outbox worker and the reliability worker run their drains through it.
 *
 * With `spacingMs`, a run starts no sooner than that long after the previous one started: the first
 * wake after a quiet spell runs at once, while a steady stream of wakes gets one run per interval
 * that takes everything queued meanwhile. Where each run has a fixed cost of its own (a transaction,
 * a commit, a lock), that cost is then paid once per interval instead of once per wake.
 */
export class CoalescedRun {
  private current: Promise<void> | undefined;
  private again = false;
  private lastStart = Number.NEGATIVE_INFINITY;
  private waiting: NodeJS.Timeout | undefined;

  /**
   * `what` names the work in the log when a run fails; `wanted` says whether a wake may start one
   * (false once its owner stopped).
   */
  constructor(
    private readonly what: string,
    private readonly work: () => Promise<unknown>,
    private readonly wanted: () => boolean,
    private readonly spacingMs = 0,
  ) {}

  wake(): void {
    if (!this.wanted()) return;
    if (this.current) {
      this.again = true;
      return;
    }
    if (this.waiting) return; // the run already set to start takes what this wake is about
    const wait = this.lastStart + this.spacingMs - performance.now();
    if (wait <= 0) return this.start();
    this.waiting = setTimeout(() => {
      this.waiting = undefined;
      if (this.wanted()) this.start();
    }, wait);
    this.waiting.unref(); // a pending run never keeps a stopping process alive; its owner's next start drains
  }

  private start(): void {
    this.again = false;
    this.lastStart = performance.now();
    this.current = this.work()
      .then(() => undefined)
      .catch((error: unknown) => logger.error(`${this.what} failed`, { error }))
      .finally(() => {
        this.current = undefined;
        // A wake that came after the run's last look, but before this line, is answered now.
        if (this.again) this.wake();
      });
  }

  /** The run under way, if any: resolves when it ends (not the one it may have asked for). */
  get running(): Promise<void> | undefined {
    return this.current;
  }
}
