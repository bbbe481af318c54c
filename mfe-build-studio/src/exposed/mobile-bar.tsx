import { Link } from 'react-router-dom';
import { useAuth } from '@atelier/runtime';
import { Icon } from '../lib/icons';
import { useWorkspace } from '../lib/workspace/workspace-context';

export type MobileView = 'chat' | 'preview';

interface MobileBarProps {
  view: MobileView;
  onView(view: MobileView): void;
  onFiles(): void;
  onProjects(): void;
  onSave(): void;
  saving: boolean;
}

/** Spec 001 §2 phone bottom bar: chat/preview, Files, Projects, Save, and Account or Sign In. */
export function MobileBar({ view, onView, onFiles, onProjects, onSave, saving }: MobileBarProps) {
  const { state } = useWorkspace();
  const { isAuthenticated } = useAuth();
  const next: MobileView = view === 'chat' ? 'preview' : 'chat';
  return (
    <nav className="bs-mobile-bar" aria-label="Build Studio">
      <button type="button" className="bs-mobile-bar__item" onClick={() => onView(next)} aria-label={view === 'chat' ? 'Show the preview' : 'Show the chat'}>
        <Icon name={view === 'chat' ? 'play' : 'chat'} size={20} />
        {view === 'chat' ? 'Preview' : 'Chat'}
      </button>
      <button type="button" className="bs-mobile-bar__item" onClick={onFiles}>
        <Icon name="files" size={20} />
        Files
      </button>
      <button type="button" className="bs-mobile-bar__item" onClick={onProjects}>
        <Icon name="projects" size={20} />
        Projects
      </button>
      <button type="button" className="bs-mobile-bar__item" onClick={onSave} disabled={saving || state.generating} aria-busy={saving || undefined}>
        <Icon name="save" size={20} />
        Save
      </button>
      {isAuthenticated ? (
        <Link to="/account" className="bs-mobile-bar__item">
          <Icon name="user" size={20} />
          Account
        </Link>
      ) : (
        <Link to="/login" className="bs-mobile-bar__item">
          <Icon name="user" size={20} />
          Sign In
        </Link>
      )}
    </nav>
  );
}
