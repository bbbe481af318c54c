import type { ReactNode } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';
import type { PromptDialogProps } from './prompt-dialog';

export interface AlertOptions {
  title: ReactNode;
  message?: ReactNode;
  okLabel?: string;
  /** An extra control before OK; call `close` from it (e.g. a link that also dismisses the alert). */
  extraAction?: (close: () => void) => ReactNode;
}

/** A confirm request: the dialog's own props but its state (`open`, `busy`) and handlers, which the host supplies. */
export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'busy' | 'onConfirm' | 'onCancel'>;

/** A prompt request: the dialog's own props but `open` and its handlers, which the host supplies. */
export type PromptOptions = Omit<PromptDialogProps, 'open' | 'onSubmit' | 'onCancel'>;

interface Answers {
  alert: undefined;
  confirm: boolean;
  prompt: string | null;
}
interface Options {
  alert: AlertOptions;
  confirm: ConfirmOptions;
  prompt: PromptOptions;
}
export type DialogKind = keyof Answers;

/** What a dismissal (Escape, Cancel, the opener unmounting) answers, as the native dialogs do. */
const DISMISSED: Answers = { alert: undefined, confirm: false, prompt: null };

export type DialogRequest = {
  [K in DialogKind]: { id: number; kind: K; options: Options[K]; settle: (answer: Answers[K]) => void };
}[DialogKind];

export interface DialogSnapshot {
  /** Waiting requests, oldest first: the first one is on screen. */
  queue: readonly DialogRequest[];
  /** The host that renders the queue: the newest mounted host, a fallback host only when there is no other. */
  activeHost: symbol | null;
}

type Listener = () => void;

/** The page-wide dialog queue; one per page because @atelier/ui is a shared singleton. */
class DialogStore {
  private snapshot: DialogSnapshot = { queue: [], activeHost: null };
  private hosts: { token: symbol; fallback: boolean }[] = [];
  private readonly listeners = new Set<Listener>();
  private nextId = 1;

  getSnapshot = (): DialogSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  hasHost(): boolean {
    return this.hosts.length > 0;
  }

  open<K extends DialogKind>(kind: K, options: Options[K]): { id: number; answer: Promise<Answers[K]> } {
    const id = this.nextId++;
    const answer = new Promise<Answers[K]>((resolve) => {
      const settle = (value: Answers[K]) => {
        if (!this.snapshot.queue.some((request) => request.id === id)) return;
        this.update({ queue: this.snapshot.queue.filter((request) => request.id !== id) });
        resolve(value);
      };
      this.update({ queue: [...this.snapshot.queue, { id, kind, options, settle } as DialogRequest] });
    });
    return { id, answer };
  }

  /** Closes a request as if it had been cancelled. */
  dismiss(id: number): void {
    const request = this.snapshot.queue.find((item) => item.id === id);
    if (request) (request.settle as (answer: unknown) => void)(DISMISSED[request.kind]);
  }

  attachHost(token: symbol, fallback: boolean): () => void {
    this.hosts = [...this.hosts, { token, fallback }];
    this.update({});
    return () => {
      this.hosts = this.hosts.filter((host) => host.token !== token);
      this.update({});
    };
  }

  private update(change: Partial<DialogSnapshot>): void {
    const preferred = this.hosts.filter((host) => !host.fallback).at(-1) ?? this.hosts[0];
    this.snapshot = { ...this.snapshot, ...change, activeHost: preferred?.token ?? null };
    this.listeners.forEach((listener) => listener());
  }
}

export const dialogStore = new DialogStore();
