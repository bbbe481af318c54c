import { useEffect, useState, useSyncExternalStore } from 'react';
import { AlertDialog } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { dialogStore, type DialogRequest } from './dialog-store';
import { PromptDialog } from './prompt-dialog';

/**
 * Renders the dialogs that `dialogs.*` / `useDialogs()` ask for, one at a time, oldest first.
 * The shell mounts it once inside its router (so an alert's extra action may be a router link);
 * a remote running standalone needs nothing: the first request mounts a fallback host.
 */
export function DialogHost() {
  return <DialogOutlet fallback={false} />;
}

export function DialogOutlet({ fallback }: { fallback: boolean }) {
  const [token] = useState(() => Symbol('dialog-host'));
  useEffect(() => dialogStore.attachHost(token, fallback), [token, fallback]);
  const { queue, activeHost } = useSyncExternalStore(dialogStore.subscribe, dialogStore.getSnapshot, dialogStore.getSnapshot);
  const current = queue[0];
  if (activeHost !== token || !current) return null;
  return <RequestDialog key={current.id} request={current} />;
}

function RequestDialog({ request }: { request: DialogRequest }) {
  switch (request.kind) {
    case 'alert': {
      const { extraAction, ...options } = request.options;
      const close = () => request.settle(undefined);
      return <AlertDialog open {...options} extraAction={extraAction?.(close)} onClose={close} />;
    }
    case 'confirm':
      return <ConfirmDialog open {...request.options} onConfirm={() => request.settle(true)} onCancel={() => request.settle(false)} />;
    case 'prompt':
      return <PromptDialog open {...request.options} onSubmit={(value) => request.settle(value)} onCancel={() => request.settle(null)} />;
  }
}
