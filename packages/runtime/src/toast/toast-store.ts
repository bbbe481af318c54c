export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

type Listener = (toasts: readonly Toast[]) => void;

const DISMISS_AFTER_MS = 4000;

/** Page-wide toast queue, shared by the shell and every remote through the runtime singleton. */
class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<Listener>();
  private nextId = 1;

  getSnapshot = (): readonly Toast[] => this.toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  show(message: string, kind: ToastKind = 'info'): number {
    const id = this.nextId++;
    this.toasts = [...this.toasts, { id, message, kind }];
    this.emit();
    setTimeout(() => this.dismiss(id), DISMISS_AFTER_MS);
    return id;
  }

  dismiss(id: number): void {
    if (!this.toasts.some((toast) => toast.id === id)) return;
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    this.emit();
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
