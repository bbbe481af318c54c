import { Button, Modal } from '@atelier/ui';

interface Props {
  open: boolean;
  onClose: () => void;
  onChooseFile: () => void;
}

/** Spec 000 §2 attach dialog; the picker itself is the hidden input beside the attach button. */
export function AttachModal({ open, onClose, onChooseFile }: Props) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Attach File"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onChooseFile}>Choose File</Button>
        </>
      }
    >
      <p>Upload images, audio, video, or documents</p>
    </Modal>
  );
}
