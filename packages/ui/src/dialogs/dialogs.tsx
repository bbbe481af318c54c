import { createRoot, type Root } from 'react-dom/client';
import { DialogOutlet } from './dialog-host';
import { dialogStore, type AlertOptions, type ConfirmOptions, type DialogKind, type PromptOptions } from './dialog-store';

export interface DialogsApi {
  /** Resolves when the alert is closed. */
  alert(options: AlertOptions): Promise<void>;
  /** Resolves true for the confirm button; false for Cancel, Escape or the opener going away. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Resolves with the text as typed (it passed `validate`); null for Cancel, Escape or the opener going away. */
  prompt(options: PromptOptions): Promise<string | null>;
}

let fallbackRoot: Root | null = null;

/**
 * Without a mounted <DialogHost/> (a remote's standalone bootstrap, a test) the first request
 * mounts one of its own in a root beside the app, so a screen never depends on who hosts it.
 */
function ensureHost(): void {
  if (dialogStore.hasHost() || fallbackRoot || typeof document === 'undefined') return;
  const container = document.createElement('div');
  container.setAttribute('data-at-dialog-host', 'fallback');
  document.body.append(container);
  fallbackRoot = createRoot(container);
  fallbackRoot.render(<DialogOutlet fallback />);
}

/** Opens a request and returns its id (to dismiss it) with the answer. */
export function openDialog<K extends DialogKind>(kind: K, options: Parameters<DialogsApi[K]>[0]) {
  ensureHost();
  return dialogStore.open(kind, options as never);
}

/** Styled alert/confirm/prompt usable outside components (event handlers, plain functions). */
export const dialogs: DialogsApi = {
  alert: (options) => openDialog('alert', options).answer as Promise<void>,
  confirm: (options) => openDialog('confirm', options).answer as Promise<boolean>,
  prompt: (options) => openDialog('prompt', options).answer as Promise<string | null>,
};
