export interface HeartbeatMonitorOptions {
  /** How long the preview may go without a beat before it counts as stuck. */
  timeoutMs: number;
  /** Whether the preview is on screen now: hidden tabs and frames beat slower (timers throttled), so they are not judged. */
  isWatched: () => boolean;
  /** Called once per stall, until `reset`. */
  onStall: () => void;
}

/**
 * Tells a stuck preview from a quiet one: the page beats every ~500 ms (preview-bridge.ts) and a page whose
 * script never returns stops beating. Judged only while it is watched; when it is not, the wait starts over.
 */
export class HeartbeatMonitor {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stalled = false;

  constructor(private readonly options: HeartbeatMonitorOptions) {}

  /** A beat, or the page came back into view: it has `timeoutMs` from now. Nothing once stalled. */
  beat(): void {
    if (!this.stalled) this.arm();
  }

  /** A fresh page (a render or a restart): watch it from now. */
  reset(): void {
    this.stalled = false;
    this.arm();
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(): void {
    this.stop();
    this.timer = setTimeout(() => this.expire(), this.options.timeoutMs);
  }

  private expire(): void {
    this.timer = null;
    if (!this.options.isWatched()) return this.arm();
    this.stalled = true;
    this.options.onStall();
  }
}
