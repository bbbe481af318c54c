import { Button } from '@atelier/ui';
import { CheckIcon, CopyIcon } from './icons';

interface CopyButtonProps {
  /** What the button copies, for its accessible name ("Copy WordPress shortcode"). */
  what: string;
  copied: boolean;
  onCopy: () => void;
}

/** Copy, with a tick for 2 s after a successful copy. */
export function CopyButton({ what, copied, onCopy }: CopyButtonProps) {
  return (
    <Button size="sm" variant="secondary" onClick={onCopy} aria-label={`Copy ${what}`} className={copied ? 'integrations-copy is-copied' : 'integrations-copy'}>
      {copied ? <CheckIcon /> : <CopyIcon />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
