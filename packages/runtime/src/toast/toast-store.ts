export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  /** How many times this text was raised while shown: "Copied to clipboard!" ×3 is one toast. */
  count: number;
}

type Listener = (toasts: readonly Toast[]) => void;

export const DISMISS_AFTER_MS = 4000;
/** More would cover the page; the newest ones win. */
export const MAX_VISIBLE_TOASTS = 2;

/**
 * Page-wide toast queue, shared by the shell and every remote through the runtime singleton.
 * Rules: the same text and kind again refreshes the shown toast (counted, its timer restarted)
 * instead of stacking; at most two are shown, the oldest giving way.
 */
class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  getSnapshot = (): readonly Toast[] => this.toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  show(message: string, kind: ToastKind = 'info'): number {
    const same = this.toasts.find((toast) => toast.message === message && toast.kind === kind);
    if (same) {
      // Refreshed and moved to the newest place, so it is not the next to give way.
      const refreshed = { ...same, count: same.count + 1 };
      this.toasts = [...this.toasts.filter((toast) => toast.id !== same.id), refreshed];
      this.schedule(same.id);
      this.emit();
      return same.id;
    }
    const id = this.nextId++;
    const shown = [...this.toasts, { id, message, kind, count: 1 }];
    const dropped = shown.slice(0, Math.max(0, shown.length - MAX_VISIBLE_TOASTS));
    dropped.forEach((toast) => this.clearTimer(toast.id));
    this.toasts = shown.slice(dropped.length);
    this.schedule(id);
    this.emit();
    return id;
  }

  dismiss(id: number): void {
    this.clearTimer(id);
    if (!this.toasts.some((toast) => toast.id === id)) return;
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    this.emit();
  }

  /** Removes every toast (tests, and a page that resets). */
  clear(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
    this.toasts = [];
    this.emit();
  }

  private schedule(id: number): void {
    this.clearTimer(id);
    this.timers.set(
      id,
      setTimeout(() => this.dismiss(id), DISMISS_AFTER_MS),
    );
  }

  private clearTimer(id: number): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener(this.toasts));
  }
}

export const toastStore = new ToastStore();

export const toast = {
  show: (message: string, kind?: ToastKind) => toastStore.show(message, kind),
  success: (message: string) => toastStore.show(message, 'success'),
  error: (message: string) => toastStore.show(message, 'error'),
  info: (message: string) => toastStore.show(message, 'info'),
};
