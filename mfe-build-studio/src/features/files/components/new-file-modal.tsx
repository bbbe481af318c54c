import { useState, type FormEvent } from 'react';
import { Button, Modal, TextField } from '@atelier/ui';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { checkPath } from '../path-rules';

interface NewFileModalProps {
  open: boolean;
  onClose(): void;
  onCreate(path: string): void;
}

/** Spec 001 §2 'Create New File': a path such as styles.css or scripts/app.js; Enter or Create confirms, Cancel clears. */
export function NewFileModal({ open, onClose, onCreate }: NewFileModalProps) {
  const { state } = useWorkspace();
  const [path, setPath] = useState('');
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setPath('');
    setError(null);
    onClose();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Spec 001 §5: the name must be non-blank after trimming.
    if (!path.trim()) return;
    const checked = checkPath(path);
    if (!checked.ok) return setError(checked.message);
    if (state.files.some((file) => file.path === checked.path)) return setError(`A file ${checked.path} already exists.`);
    onCreate(checked.path);
    setPath('');
    setError(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={cancel}
      title="Create New File"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={() => submit()} disabled={!path.trim()}>
            Create
          </Button>
        </>
      }
    >
      <form onSubmit={submit}>
        <TextField
          label="File path"
          placeholder="styles.css or scripts/app.js"
          value={path}
          autoComplete="off"
          spellCheck={false}
          error={error}
          onChange={(event) => {
            setPath(event.target.value);
            setError(null);
          }}
        />
      </form>
    </Modal>
  );
}
