import { Logger } from '@nestjs/common';

export interface LoopOptions {
  /** Items taken per step. */
  batchSize: number;
  /** How often to look when nothing wakes the loop (items whose time came, other processes' items). */
  pollMs: number;
  /** Wait this long after a wake before looking, so items arriving together are handled together. */
  lingerMs?: number;
}

/** One loop's state: whether a wake came during its step, and its sleep, if it sleeps. */
interface Loop {
  woken: boolean;
  sleeping?: { timer: NodeJS.Timeout; resolve: () => void };
}

/**
 * `concurrency` loops over one source of work (a job queue, an outbox): each runs `step` (take a batch and
 * handle it; SKIP LOCKED, so any number of loops and processes share the source and each item goes to one)
 * and steps again at once while work keeps coming; otherwise it sleeps until `wake()` or the poll interval.
 * `stop()` lets the steps running finish.
 */
export class WorkLoop {
  private readonly logger: Logger;
  private stopped = false;
  private readonly loops: Loop[] = [];
  private running?: Promise<void>;

  constructor(
    readonly name: string,
    private readonly options: LoopOptions,
    /** Takes and handles one batch; returns how many items it took. */
    private readonly step: () => Promise<number>,
    private readonly concurrency = 1,
  ) {
    this.logger = new Logger(`Jobs:${name}`);
  }

  start() {
    this.running ??= Promise.all(Array.from({ length: this.concurrency }, () => this.loop())).then(() => undefined);
  }

  /** Something was queued: the loops look now (after the linger) instead of at their next poll. */
  wake() {
    for (const loop of this.loops) {
      loop.woken = true;
      if (loop.sleeping) {
        clearTimeout(loop.sleeping.timer);
        const { resolve } = loop.sleeping;
        loop.sleeping = undefined;
        if (this.stopped) resolve();
        else setTimeout(resolve, this.options.lingerMs ?? 0);
      }
    }
  }

  /** No more steps; resolves when the steps running are done. */
  async stop() {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  private async loop() {
    const state: Loop = { woken: false };
    this.loops.push(state);
    while (!this.stopped) {
      state.woken = false;
      let taken = 0;
      try {
        taken = await this.step();
      } catch (err) {
        if (!this.stopped) this.logger.warn(`${(err as Error).message}`);
      }
      if (this.stopped) break;
      // A full batch may mean more waiting: look again at once. A wake during the step means new work: look again
      // after the linger, so that under steady traffic the steps still gather what arrives together.
      if (taken === this.options.batchSize) continue;
      if (state.woken && !this.options.lingerMs) continue;
      await this.sleep(state, state.woken ? this.options.lingerMs! : this.options.pollMs);
    }
  }

  /** Sleeps `ms`, or less when woken (then the linger) or stopped (at once). */
  private sleep(state: Loop, ms: number) {
    return new Promise<void>((resolve) => {
      state.sleeping = { timer: setTimeout(() => ((state.sleeping = undefined), resolve()), ms), resolve };
    });
  }
}
