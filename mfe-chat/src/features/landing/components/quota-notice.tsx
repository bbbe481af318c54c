import { Link } from 'react-router-dom';
import type { AuthUser } from '@atelier/runtime';
import { type QuotaBlock, describeReset } from '../quota/quota-block';

interface Props {
  block: QuotaBlock;
  user: AuthUser | null;
  id?: string;
}

interface Action {
  label: string;
  to: string;
  primary?: boolean;
}

/** A visitor can sign up (the trial needs an account first); an account on Free can try Pro; anyone can upgrade. */
function actionsFor(user: AuthUser | null): Action[] {
  if (!user) {
    return [
      { label: 'Sign up', to: '/login?mode=signup', primary: true },
      { label: 'Start free trial', to: `/login?mode=signup&next=/pricing${encodeURIComponent('?trial=pro')}` },
      { label: 'Upgrade', to: '/pricing' },
    ];
  }
  const canTry = (user.plan ?? 'free') === 'free' && !user.trial;
  return [
    ...(canTry ? [{ label: 'Start free trial', to: '/pricing?trial=pro', primary: true }] : []),
    { label: 'Upgrade', to: '/pricing', primary: !canTry },
  ];
}

/**
 * When a used-up allowance resets and the ways forward. The chat's own message already stands in
 * the thread as the refused reply, so chat gets a short title here; photo and video show the server's text.
 */
export function QuotaNotice({ block, user, id }: Props) {
  return (
    <div className="landing-quota" role="alert" aria-label="Daily limit reached" id={id}>
      <p className="landing-quota__message">{block.capability === 'chat' ? 'Daily chat limit reached.' : block.message}</p>
      <p className="landing-quota__reset">
        Sending works again <time dateTime={block.resetsAt}>{describeReset(block.resetsAt)}</time>.
      </p>
      <div className="landing-quota__actions">
        {actionsFor(user).map((action) => (
          <Link key={action.label} to={action.to} className={`landing-quota__action${action.primary ? ' is-primary' : ''}`}>
            {action.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
