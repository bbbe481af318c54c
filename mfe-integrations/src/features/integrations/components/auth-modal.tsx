import { Link } from 'react-router-dom';
import { Button, Modal, TextField } from '@atelier/ui';
import { useAuthForm } from '../hooks/use-auth-form';
import type { AuthModalMode } from '../types';

const COPY: Record<AuthModalMode, { title: string; intro: string; submit: string }> = {
  login: { title: 'Unlock Your API Keys', intro: 'Sign in to manage your API keys and usage.', submit: 'Sign In' },
  signup: { title: 'Create Account', intro: 'Start free: 100 tokens, 3 photos and 1 video. No credit card.', submit: 'Sign Up' },
  magic: { title: 'Get Magic Link', intro: 'We will email you a link that signs you in.', submit: 'Send Magic Link' },
};

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
  const withPassword = form.mode !== 'magic';

  return (
    <Modal open onClose={onClose} title={copy.title} size="sm" className="integrations-auth">
      <form className="integrations-auth__form" onSubmit={form.submit} noValidate>
        <p className="integrations-muted">{copy.intro}</p>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => form.setEmail(event.target.value)}
        />
        {withPassword ? (
          <TextField
            label="Password"
            type="password"
            autoComplete={form.mode === 'signup' ? 'new-password' : 'current-password'}
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
          />
        ) : null}
        {form.error ? (
          <p role="alert" className="integrations-auth__error">
            {form.error}
          </p>
        ) : null}
        <Button type="submit" block loading={form.busy}>
          {copy.submit}
        </Button>
      </form>
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
      <p className="integrations-auth__footer">
        By continuing, you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </Modal>
  );
}
