import { Link } from 'react-router-dom';
import { useAuth } from '@atelier/runtime';
import { Button, SegmentedControl, VisuallyHidden, buttonClassName } from '@atelier/ui';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../lib/icons';
import { GitExportButton } from '../features/export/components/git-export-button';
import { PROJECT_TYPE_LABELS } from '../lib/workspace/starter-projects';
import { useWorkspace } from '../lib/workspace/workspace-context';

export type StudioView = 'preview' | 'code';

export interface StudioHeaderProps {
  phone: boolean;
  view: StudioView;
  onView(view: StudioView): void;
  terminalOpen: boolean;
  onTerminal(): void;
  unseenErrors: number;
  filesOpen: boolean;
  onFiles(): void;
  onNew(): void;
  onProjects(): void;
  onSave(): void;
  saving: boolean;
  onVersions(): void;
  onDownload(): void;
  downloading: boolean;
  onPublish(): void;
  onRename(): void;
}

/**
 * Spec 001 §2 header: Home, New, Projects, Save (and Versions, Download, Publish), the preview/code toggle, the Terminal toggle, and My
 * Account or Sign In. The shell hides its own bars on this route, so Home is the way out. Phones keep
 * Projects, Save and the account in the bottom bar.
 */
export function StudioHeader(props: StudioHeaderProps) {
  const { state } = useWorkspace();
  const { isAuthenticated } = useAuth();
  const { project } = state;
  // A phone's header is one row: the controls it keeps show their icon, their name stays for screen readers.
  const compact = (icon: IconName, text: string): ReactNode =>
    props.phone ? (
      <>
        <Icon name={icon} />
        <span className="bs-visually-hidden">{text}</span>
      </>
    ) : (
      text
    );
  return (
    <div className={props.phone ? 'bs-header bs-header--phone' : 'bs-header'}>
      {/* The route's one h1, for screen readers and the outline; the project name is what is shown. */}
      <h1 className="bs-visually-hidden">Build Studio</h1>
      <Link to="/" className={buttonClassName({ variant: 'ghost', size: 'sm' }, 'bs-header__home')}>
        <Icon name="home" /> {props.phone ? <span className="bs-visually-hidden">Home</span> : 'Home'}
      </Link>
      <button type="button" className="bs-header__name" onClick={props.onRename} title="Rename the project">
        <span className="bs-header__title">{project.name}</span>
        <span className="bs-header__type">
          {PROJECT_TYPE_LABELS[project.projectType].title}
          {state.dirty ? <span className="bs-header__dirty"> · Unsaved</span> : null}
        </span>
      </button>
      <div className="bs-header__group">
        <Button size="sm" variant="secondary" onClick={props.onNew} disabled={state.generating}>
          New
        </Button>
        {!props.phone ? (
          <>
            <Button size="sm" variant="secondary" onClick={props.onProjects}>
              Projects
            </Button>
            <Button size="sm" variant="primary" onClick={props.onSave} loading={props.saving} disabled={state.generating}>
              Save
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="ghost" className="bs-header__compact" onClick={props.onVersions} title={props.phone ? 'Versions' : undefined}>
          {compact('history', 'Versions')}
        </Button>
        <Button size="sm" variant="ghost" className="bs-header__compact" onClick={props.onDownload} loading={props.downloading} title={props.phone ? 'Download' : undefined}>
          {compact('download', 'Download')}
        </Button>
        {/* A phone's one-row header has no room: there the git export is in Versions. */}
        {!props.phone ? <GitExportButton inHeader /> : null}
        <Button size="sm" variant="ghost" className="bs-header__compact" onClick={props.onPublish} title={props.phone ? 'Publish' : undefined}>
          {compact('publish', 'Publish')}
        </Button>
      </div>
      <div className="bs-header__group bs-header__group--end">
        <SegmentedControl<StudioView>
          label="View"
          size="sm"
          value={props.view}
          onChange={props.onView}
          options={[
            { value: 'preview', label: compact('play', 'Preview') },
            { value: 'code', label: compact('code', 'Code') },
          ]}
        />
        {!props.phone ? (
          <Button size="sm" variant={props.filesOpen ? 'secondary' : 'ghost'} aria-pressed={props.filesOpen} onClick={props.onFiles}>
            Files
          </Button>
        ) : null}
        <Button
          size="sm"
          variant={props.terminalOpen ? 'secondary' : 'ghost'}
          className="bs-header__compact bs-header__terminal"
          aria-pressed={props.terminalOpen}
          onClick={props.onTerminal}
          title={props.phone ? 'Terminal' : undefined}
        >
          {compact('terminal', 'Terminal')}
          {props.unseenErrors > 0 && !props.terminalOpen ? (
            <>
              <span className="bs-count" aria-hidden="true">
                {props.unseenErrors}
              </span>
              <VisuallyHidden>{`(${props.unseenErrors} new ${props.unseenErrors === 1 ? 'error' : 'errors'})`}</VisuallyHidden>
            </>
          ) : null}
        </Button>
        {!props.phone ? (
          isAuthenticated ? (
            <Link to="/account" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
              My Account
            </Link>
          ) : (
            <Link to="/login" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
              Sign In
            </Link>
          )
        ) : null}
      </div>
    </div>
  );
}
