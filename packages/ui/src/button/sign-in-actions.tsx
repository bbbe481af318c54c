import { useNavigate } from 'react-router-dom';
import { Button } from './button';

export interface SignInActionsProps {
  /** Where sign-in and sign-up come back to (the page the dialog is on). */
  next: string;
  onDismiss(): void;
}

/** The footer of a "sign in to …" dialog: Not now, Create account, Sign in — both ways lead back to `next`. */
export function SignInActions({ next, onDismiss }: SignInActionsProps) {
  const navigate = useNavigate();
  const back = encodeURIComponent(next);
  return (
    <>
      <Button variant="ghost" onClick={onDismiss}>
        Not now
      </Button>
      <Button variant="secondary" onClick={() => navigate(`/login?mode=signup&next=${back}`)}>
        Create account
      </Button>
      <Button onClick={() => navigate(`/login?next=${back}`)}>Sign in</Button>
    </>
  );
}
