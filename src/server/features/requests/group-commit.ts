/**
 * Group commit (docs/decisions/025): work items that arrive while a batch of their key is being
 * committed wait for it to finish and then run together, as the next batch, in one transaction.
 * A lone item never waits for a timer: when nothing of its key is running it starts on the event
 * loop's next turn. So
 * under load the COMMIT (and the lock it holds) is paid once per batch, and without load nothing
 * changes.
 *
 * `run` receives the batch in arrival order and returns one settled outcome per item, in the same
 * order: each caller gets its own answer, and a refusal of one item is only that item's answer.
 */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<T, R> {
  private readonly queues = new Map<string, Waiting<T, R>[]>();
  private readonly running = new Set<string>();

  constructor(
    private readonly run: (items: T[]) => Promise<Outcome<R>[]>,
    private readonly maxBatch = 64,
  ) {}

  submit(key: string, item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(key) ?? [];
      queue.push({ item, resolve, reject });
      this.queues.set(key, queue);
      if (this.running.has(key)) return;
      // Started after the current turn of the event loop, not at once: the requests whose earlier
      // reads finish in this turn (on SQLite's one connection, every read queued behind the last
      // batch does) join this batch instead of each starting one. No timer: a lone request waits
      // one turn, microseconds.
      this.running.add(key);
      setImmediate(() => void this.drain(key));
    });
  }

  private async drain(key: string): Promise<void> {
    try {
      for (;;) {
        const queue = this.queues.get(key);
        if (!queue || queue.length === 0) break;
        const batch = queue.splice(0, this.maxBatch);
        if (queue.length === 0) this.queues.delete(key);
        let outcomes: Outcome<R>[];
        try {
          outcomes = await this.run(batch.map((w) => w.item));
        } catch (error) {
          outcomes = batch.map(() => ({ ok: false, error }));
        }
        batch.forEach((waiting, i) => {
          const outcome = outcomes[i] ?? { ok: false, error: new Error('group commit: no outcome for an item') };
          if (outcome.ok) waiting.resolve(outcome.value);
          else waiting.reject(outcome.error);
        });
      }
    } finally {
      this.running.delete(key);
    }
  }
}
