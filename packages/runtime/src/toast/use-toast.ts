import { toast, type ToastKind } from './toast-store';

export interface ToastApi {
  show(message: string, kind?: ToastKind): void;
}

/** Hook form of the toast API, for components. */
export function useToast(): ToastApi {
  return toast;
}
