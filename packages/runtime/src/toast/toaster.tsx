import { useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';
import './toaster.css';

/** Renders the toast queue in a polite live region; rendered once, by the shell. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <div className="at-toaster" role="status" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`at-toast at-toast--${item.kind}`} data-testid="toast">
          {/* The message in an element of its own: finding a toast by its text must not depend on its count. */}
          <span className="at-toast__body">
            <span className="at-toast__message">{item.message}</span>
            {item.count > 1 ? (
              <span className="at-toast__count" aria-label={`${item.count} times`}>
                ×{item.count}
              </span>
            ) : null}
          </span>
          <button type="button" className="at-toast__close" aria-label="Dismiss notification" onClick={() => toastStore.dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
