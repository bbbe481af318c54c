import { Button, Modal } from '@atelier/ui';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import type { CreatedApiKeyDto } from '@atelier/api-types';
import { maskKey } from '../utils/mask-key';
import { CopyButton } from './copy-button';

/** Shows a new key in full, once: the server never sends it again. */
export function NewKeyDialog({ apiKey, onClose }: { apiKey: CreatedApiKeyDto | null; onClose: () => void }) {
  const { copiedId, copy } = useCopyToClipboard();
  return (
    <Modal
      open={apiKey !== null}
      onClose={onClose}
      title="Your new API key"
      closeOnBackdrop={false}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {apiKey ? (
        <div className="integrations-new-key">
          <p>
            Copy <strong>{apiKey.label}</strong> now. For your security it is shown only this once; afterwards the list shows it as{' '}
            <code>{apiKey.masked_key || maskKey(apiKey.key)}</code>.
          </p>
          <div className="integrations-new-key__row">
            <code className="integrations-new-key__value" aria-label="Full API key">
              {apiKey.key}
            </code>
            <CopyButton what="API key" copied={copiedId === 'new-key'} onCopy={() => void copy('new-key', apiKey.key)} />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
