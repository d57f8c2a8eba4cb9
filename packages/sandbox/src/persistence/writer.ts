// A change marks the state dirty; it is written within `delayMs`, one write in flight. A failed
// write is logged and retried: the request was answered long ago, so it never becomes a 500.

export type BatchedWriterOptions = {
  /** The whole state as text, taken when a write starts (so it is one consistent moment). */
  snapshot: () => string;
  write: (text: string) => Promise<void>;
  delayMs: number;
  onError?: (error: unknown) => void;
};

/** A disk that refuses a write (full, read-only) is not asked again more often than this. */
const RETRY_MS = 1000;

export class BatchedWriter {
  private isDirty = false;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private hasFailed = false;

  constructor(private readonly options: BatchedWriterOptions) {}

  changed(): void {
    this.isDirty = true;
    this.schedule(this.options.delayMs);
  }

  /** Waits for the write in flight, then writes what is still unwritten; throws if that fails. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.inFlight) await this.inFlight.catch(() => undefined);
    if (this.isDirty) await this.startWrite();
  }

  private schedule(delayMs: number): void {
    if (this.timer || this.inFlight) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, delayMs);
    // A pending write must not keep a finished test process alive; main.ts flushes on signals.
    this.timer.unref();
  }

  /** Every write goes through here, so two never overlap (they share the temporary file). */
  private startWrite(): Promise<void> {
    this.isDirty = false;
    const written = this.options.write(this.options.snapshot()).then(
      () => {
        this.hasFailed = false;
      },
      (error: unknown) => {
        this.isDirty = true;
        throw error;
      },
    );
    this.inFlight = written.finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async run(): Promise<void> {
    if (this.inFlight || !this.isDirty) return;
    try {
      await this.startWrite();
    } catch (error) {
      // Logged once per run of failures, not once a second.
      if (!this.hasFailed) (this.options.onError ?? defaultOnError)(error);
      this.hasFailed = true;
    }
    if (this.isDirty) this.schedule(this.hasFailed ? RETRY_MS : this.options.delayMs);
  }
}

function defaultOnError(error: unknown): void {
  console.error('[sandbox] writing the data file failed; trying again every second:', error);
}
