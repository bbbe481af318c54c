import { useDialogs } from '@atelier/ui';

/** Spec 001 §8, character for character: the label question and the revoke question. */
export const LABEL_PROMPT = 'Enter a label for your new API key:';
export const REVOKE_CONFIRM = 'Are you sure you want to revoke this key?';
export const MAX_LABEL_LENGTH = 100;

/** The two questions the keys section asks, in the styled dialogs (spec 001 §8). */
export function useKeyDialogs() {
  const dialogs = useDialogs();
  return {
    /** The new key's label, trimmed; null when cancelled or left empty, which aborts silently. */
    askLabel: async (): Promise<string | null> => {
      const answer = await dialogs.prompt({ title: 'Create API key', label: LABEL_PROMPT, maxLength: MAX_LABEL_LENGTH, confirmLabel: 'Create' });
      return answer?.trim().slice(0, MAX_LABEL_LENGTH) || null;
    },
    confirmRevoke: (): Promise<boolean> =>
      dialogs.confirm({ title: 'Revoke API key', message: REVOKE_CONFIRM, confirmLabel: 'Revoke', tone: 'danger' }),
  };
}
