import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '@atelier/ui';
import { AuthForm, type AuthMode } from './auth-form';
import { safeNextPath } from './local-auth';
import { useLoginActions } from './login-actions';
import '../shared/page.css';
import './login-page.css';

const COPY: Record<AuthMode, { title: string; subtitle: string; switchText: string; switchLink: string }> = {
  signin: { title: 'Welcome Back', subtitle: 'Sign in to continue', switchText: "Don't have an account?", switchLink: 'Sign up' },
  signup: { title: 'Create Account', subtitle: 'Sign up to get started', switchText: 'Already have an account?', switchLink: 'Sign in' },
};

/** /login, or /login?mode=signup; `next` (a same-site path) is where to go afterwards. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const actions = useLoginActions();
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const next = params.get('next');
  const copy = COPY[mode];

  const switchParams = new URLSearchParams();
  if (mode === 'signin') switchParams.set('mode', 'signup');
  if (next) switchParams.set('next', next);
  const switchQuery = switchParams.toString();

  const submit = async (values: { email: string; password: string; name?: string }) => {
    if (mode === 'signup') await actions.signUp(values);
    else await actions.signIn(values);
    navigate(safeNextPath(next), { replace: true });
  };

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
        <AuthForm key={mode} mode={mode} onSubmit={submit} />
        <p className="login-page__switch">
          {copy.switchText} <Link to={`/login${switchQuery ? `?${switchQuery}` : ''}`}>{copy.switchLink}</Link>
        </p>
      </Card>
    </div>
  );
}
