import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/**
 * A sweep that runs in every process at start (a restarted process cleans up after the one that was killed)
 * and then every `intervalSeconds()`; a sweep already running is joined rather than doubled. Subclasses say
 * what one sweep does; a failed sweep is logged and the next one tries again.
 */
export abstract class PeriodicSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  /** How the log names the sweep, e.g. 'reservation sweep'. */
  protected abstract readonly sweepName: string;
  protected abstract readonly logger: Logger;
  protected abstract intervalSeconds(): number;
  /** One sweep: how many things it released. */
  protected abstract sweep(): Promise<number>;

  async onApplicationBootstrap(): Promise<void> {
    await this.sweepNow().catch((error: unknown) => this.logger.warn(`first ${this.sweepName} failed: ${String(error)}`));
    this.timer = setInterval(() => {
      void this.sweepNow().catch((error: unknown) => this.logger.warn(`${this.sweepName} failed: ${String(error)}`));
    }, this.intervalSeconds() * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** How many things were released; a sweep already running is joined rather than doubled. */
  sweepNow(): Promise<number> {
    this.running ??= this.sweep().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
