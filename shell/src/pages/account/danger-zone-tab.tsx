import { useRef, useState } from 'react';
import { Button, Modal } from '@atelier/ui';
import { errorMessage } from '../shared/error-message';
import { DANGER_TEXT, DELETE_MODAL_TEXT, DELETE_MODAL_TITLE } from './account-constants';

/** Deletion behind the spec's confirmation; a refusal is shown in the dialog, which stays open. */
export function DangerZoneTab({ onDelete }: { onDelete: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  const open = () => {
    setError(null);
    setConfirming(true);
  };
  const close = () => {
    if (!busy) setConfirming(false);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <section className="account-card account-danger" aria-labelledby="account-danger-title">
      <h2 id="account-danger-title" className="account-card__title">
        Delete account
      </h2>
      <p className="account-card__text">{DANGER_TEXT}</p>
      <div className="account-card__actions">
        <Button variant="danger" onClick={open}>
          Delete My Account
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={close}
        title={DELETE_MODAL_TITLE}
        size="sm"
        initialFocusRef={cancel}
        footer={
          <>
            <Button ref={cancel} variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} loading={busy}>
              {busy ? 'Deleting...' : 'Delete Account'}
            </Button>
          </>
        }
      >
        <p>{DELETE_MODAL_TEXT}</p>
        {error ? (
          <p role="alert" className="page-alert page-alert--error">
            {error}
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
