import { Link } from 'react-router-dom';
import { AuthForm, Modal, type AuthFormMode } from '@atelier/ui';
import { useAuthForm } from '../hooks/use-auth-form';
import type { AuthModalMode } from '../types';

/** Titles and mode links are spec 001 §2's; the form's own words are the site's (AUTH_TEXT). */
const COPY: Record<AuthModalMode, { title: string; intro: string; form: AuthFormMode }> = {
  login: { title: 'Unlock Your API Keys', intro: 'Sign in to manage your API keys and usage.', form: 'sign-in' },
  signup: { title: 'Create Account', intro: 'Start free: 100 tokens, 3 photos and 1 video. No credit card.', form: 'sign-up' },
  magic: { title: 'Get Magic Link', intro: 'We will email you a link that signs you in.', form: 'magic-link' },
};

/** The server's sign-up rule, shown as the same hint /login shows. */
const PASSWORD_MIN_LENGTH = 8;

export interface AuthModalProps {
  open: boolean;
  onClose: () => void;
  initialMode?: AuthModalMode;
}

/** Sign in, sign up or ask for a magic link; one account for the whole site (spec 001 §2). */
export function AuthModal({ open, onClose, initialMode = 'login' }: AuthModalProps) {
  if (!open) return null;
  return <AuthModalDialog onClose={onClose} initialMode={initialMode} />;
}

function AuthModalDialog({ onClose, initialMode }: { onClose: () => void; initialMode: AuthModalMode }) {
  const form = useAuthForm(initialMode, onClose);
  const copy = COPY[form.mode];

  return (
    <Modal open onClose={onClose} title={copy.title} size="sm" className="integrations-auth">
      <AuthForm
        mode={copy.form}
        label={copy.title}
        intro={copy.intro}
        nativeValidation={false}
        email={form.email}
        onEmailChange={form.setEmail}
        password={form.password}
        onPasswordChange={form.setPassword}
        passwordMinLength={PASSWORD_MIN_LENGTH}
        error={form.error}
        busy={form.busy}
        onSubmit={form.submit}
        modeSwitch={
          <div className="integrations-auth__links">
            {form.mode === 'login' ? (
              <>
                <button type="button" className="integrations-link" onClick={() => form.setMode('magic')}>
                  Use magic link instead
                </button>
                <button type="button" className="integrations-link" onClick={() => form.setMode('signup')}>
                  Create account
                </button>
              </>
            ) : (
              <button type="button" className="integrations-link" onClick={() => form.setMode('login')}>
                {form.mode === 'signup' ? 'Sign in' : 'Back to login'}
              </button>
            )}
          </div>
        }
      />
      <p className="integrations-auth__footer">
        By continuing, you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </Modal>
  );
}
