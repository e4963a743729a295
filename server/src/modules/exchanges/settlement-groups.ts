/**
 * Completions that arrive together are settled together (docs/ledger.md "Group settlement").
 *
 * Up to `running` groups are in PostgreSQL at a time. A completion that finds a free place goes at
 * once, alone — at low load nothing waits and nothing changes; one that arrives while every place is
 * taken waits for the next free one and goes with everything else that waited then (at most
 * `largest` in a group). No timer: a group is what piled up during the previous one's round trip, so
 * the busier the database, the larger the groups and the fewer the commits per settlement.
 *
 * `settle` answers one result per item, in order; when it throws, every item of that group gets the error.
 */
export class SettlementGroups<Item, Result> {
  private readonly waiting: { item: Item; resolve: (r: Result) => void; reject: (err: unknown) => void }[] = [];
  private busy = 0;

  constructor(
    private readonly settle: (items: Item[]) => Promise<Result[]>,
    private readonly running: number,
    private readonly largest: number,
  ) {}

  run(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.busy < this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.busy++;
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, this.largest);
        try {
          const results = await this.settle(group.map((g) => g.item));
          group.forEach((g, i) => g.resolve(results[i]));
        } catch (err) {
          for (const g of group) g.reject(err);
        }
      }
    } finally {
      this.busy--;
    }
  }
}
