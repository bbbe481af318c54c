import { useRef, useState } from 'react';
import { Button, Modal } from '@atelier/ui';
import { DANGER_TEXT, DELETE_MODAL_TEXT, DELETE_MODAL_TITLE } from './account-constants';

export function DangerZoneTab({ onDelete }: { onDelete: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section className="account-card account-danger" aria-labelledby="account-danger-title">
      <h2 id="account-danger-title" className="account-card__title">
        Delete account
      </h2>
      <p className="account-card__text">{DANGER_TEXT}</p>
      <div className="account-card__actions">
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete My Account
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={DELETE_MODAL_TITLE}
        size="sm"
        initialFocusRef={cancel}
        footer={
          <>
            <Button ref={cancel} variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} loading={busy}>
              Delete Account
            </Button>
          </>
        }
      >
        <p>{DELETE_MODAL_TEXT}</p>
      </Modal>
    </section>
  );
}
