import { useEffect, useMemo, useRef } from 'react';
import { dialogStore, type DialogKind } from './dialog-store';
import { openDialog, type DialogsApi } from './dialogs';

/**
 * `await dialogs.confirm({...})` from a component, as easy as the native dialogs. Design: one
 * page-wide queue rendered by <DialogHost/> (the shell mounts it once; standalone remotes get a
 * fallback host automatically), so this hook needs no provider and returns nothing to render.
 * Dialogs still open when the component unmounts are dismissed (answered as cancelled).
 */
export function useDialogs(): DialogsApi {
  const open = useRef(new Set<number>());

  useEffect(() => {
    const ids = open.current;
    return () => {
      ids.forEach((id) => dialogStore.dismiss(id));
      ids.clear();
    };
  }, []);

  return useMemo(() => {
    const track = <K extends DialogKind>(kind: K, options: Parameters<DialogsApi[K]>[0]) => {
      const { id, answer } = openDialog(kind, options);
      open.current.add(id);
      return answer.finally(() => open.current.delete(id));
    };
    return {
      alert: (options) => track('alert', options) as Promise<void>,
      confirm: (options) => track('confirm', options) as Promise<boolean>,
      prompt: (options) => track('prompt', options) as Promise<string | null>,
    };
  }, []);
}
