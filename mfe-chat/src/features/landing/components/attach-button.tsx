import { useRef, useState, type ChangeEvent } from 'react';
import { AttachModal } from './attach-modal';

/** Spec 000 §2: the picker accepts image, audio, video, .pdf, .doc and .docx. */
export const ATTACH_ACCEPT = 'image/*,audio/*,video/*,.pdf,.doc,.docx';

interface Props {
  onFile: (file: File) => void;
}

/** The attach button, its dialog and the file input the dialog opens. */
export function AttachButton({ onFile }: Props) {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again still fires a change.
    event.target.value = '';
    setOpen(false);
    if (file) onFile(file);
  };

  return (
    <>
      <button
        type="button"
        className="landing-icon-button"
        aria-label="Attach file"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M15.5 7.5 9 14a2 2 0 0 0 3 3l7-7a4 4 0 0 0-6-6l-7 7a6 6 0 0 0 8.5 8.5L19 15" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {/* Outside the dialog so it survives the dialog closing while the system picker is open. */}
      <input ref={input} type="file" className="landing-file-input" accept={ATTACH_ACCEPT} aria-label="File to attach" tabIndex={-1} onChange={onChange} />
      <AttachModal open={open} onClose={() => setOpen(false)} onChooseFile={() => input.current?.click()} />
    </>
  );
}
