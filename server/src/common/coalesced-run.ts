import { logger } from './logger.js';

/**
 * Work that is woken (after a commit, by an event, by a sweep) and runs one at a time: a wake while
 * it runs asks for one more run right after it, so a burst of wakes costs at most two runs and none
 * is lost. The outbox worker and the reliability worker run their drains through it.
 */
export class CoalescedRun {
  private current: Promise<void> | undefined;
  private again = false;

  /**
   * `what` names the work in the log when a run fails; `wanted` says whether a wake may start one
   * (false once its owner stopped).
   */
  constructor(
    private readonly what: string,
    private readonly work: () => Promise<unknown>,
    private readonly wanted: () => boolean,
  ) {}

  wake(): void {
    if (!this.wanted()) return;
    if (this.current) {
      this.again = true;
      return;
    }
    this.again = false;
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
