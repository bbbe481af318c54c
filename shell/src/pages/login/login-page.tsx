import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@atelier/runtime';
import type { AuthResponseDto } from '@atelier/api-types';
import { Button, Card, Spinner } from '@atelier/ui';
import { AuthForm, type AuthMode } from './auth-form';
import { useMagicLinkSignIn } from './hooks/use-magic-link-sign-in';
import { useLoginActions, type SignUpValues } from './login-actions';
import { MagicLinkForm } from './magic-link-form';
import { safeNextPath } from './next-path';
import { SignedOutNotice } from './signed-out-notice';
import '../shared/page.css';
import './login-page.css';

const COPY: Record<AuthMode, { title: string; subtitle: string; switchText: string; switchLink: string }> = {
  signin: { title: 'Welcome Back', subtitle: 'Sign in to continue', switchText: "Don't have an account?", switchLink: 'Sign up' },
  signup: { title: 'Create Account', subtitle: 'Sign up to get started', switchText: 'Already have an account?', switchLink: 'Sign in' },
};

/**
 * /login, /login?mode=signup, and /login?magic=<token> (a mailed sign-in link); `next` (a
 * same-site path) is where to go afterwards. Someone already signed in is sent straight there.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const actions = useLoginActions();
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const next = params.get('next');
  const target = safeNextPath(next);
  const magicToken = params.get('magic');
  const [arrivedSignedIn] = useState(() => isAuthenticated && !magicToken);
  const [method, setMethod] = useState<'password' | 'link'>('password');
  const [email, setEmail] = useState('');
  const copy = COPY[mode];

  const finish = () => navigate(target, { replace: true });
  const magic = useMagicLinkSignIn(magicToken, (session: AuthResponseDto) => {
    actions.completeSignIn(session);
    finish();
  });

  if (arrivedSignedIn) return <Navigate to={target} replace />;

  const submit = async (values: SignUpValues) => {
    if (mode === 'signup') await actions.signUp(values);
    else await actions.signIn(values);
    finish();
  };

  const switchParams = new URLSearchParams();
  if (mode === 'signin') switchParams.set('mode', 'signup');
  if (next) switchParams.set('next', next);
  const switchQuery = switchParams.toString();
  const byLink = mode === 'signin' && method === 'link';
  const modeSwitch = (
    <p className="login-page__switch">
      {copy.switchText} <Link to={`/login${switchQuery ? `?${switchQuery}` : ''}`} onClick={() => setMethod('password')}>
        {copy.switchLink}
      </Link>
    </p>
  );

  return (
    <div className="login-page">
      <Card padding="lg" className="login-page__card">
        <div className="login-page__head">
          <span className="login-page__mark" aria-hidden="true">
            ✦
          </span>
          <h1 className="login-page__title">{copy.title}</h1>
          <p className="page-muted login-page__subtitle">{copy.subtitle}</p>
        </div>
        {magic.status === 'verifying' ? (
          <div className="login-page__verifying" role="status">
            <Spinner size="sm" decorative />
            Signing you in...
          </div>
        ) : (
          <>
            <SignedOutNotice />
            {magic.status === 'failed' ? (
              <p role="alert" className="page-alert page-alert--error">
                {magic.message}
              </p>
            ) : null}
            {byLink ? (
              <MagicLinkForm
                email={email}
                onEmailChange={setEmail}
                next={next && safeNextPath(next) === next ? next : undefined}
                onUsePassword={() => setMethod('password')}
                modeSwitch={modeSwitch}
              />
            ) : (
              <AuthForm
                key={mode}
                mode={mode}
                email={email}
                onEmailChange={setEmail}
                onSubmit={submit}
                modeSwitch={
                  <>
                    {mode === 'signin' ? (
                      <>
                        <p className="login-page__divider" aria-hidden="true">
                          <span>or</span>
                        </p>
                        <Button variant="secondary" block onClick={() => setMethod('link')}>
                          Email me a sign-in link
                        </Button>
                      </>
                    ) : null}
                    {modeSwitch}
                  </>
                }
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
