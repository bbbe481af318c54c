import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, toast, useAuth } from '@atelier/runtime';
import type { BuildPublicationDto } from '@atelier/api-types';
import { Button, Modal, SignInActions, Spinner } from '@atelier/ui';
import { plural } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { publicationQueryKey, publishProject, shareUrl, unpublishProject, usePublication } from '../api/publication';

/** Where sign-in comes back to (the studio keeps the project as a draft meanwhile). */
const NEXT = '/build-studio';

interface PublishModalProps {
  open: boolean;
  onClose(): void;
  onSave(): void;
  saving: boolean;
}

/**
 * Publish (README "Build Studio"): a saved project's files at a share URL anyone can open, signed out too;
 * Update republishes what is saved now under the same URL, Unpublish takes it down. Shows the page views.
 */
export function PublishModal({ open, onClose, onSave, saving }: PublishModalProps) {
  const { isAuthenticated } = useAuth();
  const { state } = useWorkspace();
  const projectId = isAuthenticated ? state.project.serverId : null;
  const publication = usePublication(projectId, open);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'publish' | 'unpublish' | null>(null);

  const run = async (kind: 'publish' | 'unpublish', done: string) => {
    if (!projectId) return;
    setBusy(kind);
    try {
      const answer = await (kind === 'publish' ? publishProject(projectId) : unpublishProject(projectId));
      queryClient.setQueryData<BuildPublicationDto>(publicationQueryKey(projectId), answer);
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The project could not be published. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  if (!isAuthenticated) return <SignInToPublish open={open} onClose={onClose} />;
  if (!projectId) return <SaveFirst open={open} onClose={onClose} onSave={onSave} saving={saving} />;

  const data = publication.data;
  const published = data?.published ?? false;
  const footer = !data ? null : published ? (
    <>
      <Button variant="danger" onClick={() => void run('unpublish', 'Unpublished: the link no longer opens.')} loading={busy === 'unpublish'} disabled={busy !== null}>
        Unpublish
      </Button>
      <Button onClick={() => void run('publish', 'Published: the link shows the saved files.')} loading={busy === 'publish'} disabled={busy !== null}>
        Update
      </Button>
    </>
  ) : (
    <Button onClick={() => void run('publish', 'Published!')} loading={busy === 'publish'} disabled={busy !== null}>
      Publish
    </Button>
  );

  return (
    <Modal open={open} onClose={onClose} title="Publish" footer={footer} className="bs-publish">
      {!data ? (
        publication.isError ? (
          <p role="alert">The publication could not be loaded. Please try again.</p>
        ) : (
          <Spinner label="Loading" />
        )
      ) : (
        <PublicationBody publication={data} dirty={state.dirty} />
      )}
    </Modal>
  );
}

function PublicationBody({ publication, dirty }: { publication: BuildPublicationDto; dirty: boolean }) {
  const url = publication.url ? shareUrl(publication.url) : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied.');
    } catch {
      toast.error('The link could not be copied; select it and copy it yourself.');
    }
  };
  return (
    <div className="bs-publish__body">
      {publication.published && url ? (
        <>
          <p>Anyone with this link sees the project as it was saved when you last published it.</p>
          <div className="bs-publish__link">
            <input className="bs-publish__url" readOnly value={url} aria-label="Share link" onFocus={(event) => event.currentTarget.select()} />
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              Copy
            </Button>
            <a className="bs-publish__open" href={url} target="_blank" rel="noopener noreferrer">
              Open
            </a>
          </div>
        </>
      ) : (
        <p>
          {publication.revokedAt
            ? 'Unpublished: the link shows that the project was taken down. Publish again to bring it back at the same link.'
            : 'Publish the saved project at a link anyone can open, signed out too. Express and FastAPI projects run while published.'}
        </p>
      )}
      <p className="bs-publish__visits" aria-live="polite">
        {plural(publication.visits, 'visit')}
      </p>
      {dirty ? <p className="bs-publish__note">You have unsaved changes: Save, then {publication.published ? 'Update' : 'Publish'} to include them.</p> : null}
    </div>
  );
}

/** Signed out: publishing is for accounts; sign-in comes back to the studio, where the draft waits. */
function SignInToPublish({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Sign in to publish"
      footer={<SignInActions next={NEXT} onDismiss={onClose} />}
    >
      <p>Publishing gives your project a link anyone can open. Sign in to publish it from your account.</p>
    </Modal>
  );
}

function SaveFirst({ open, onClose, onSave, saving }: PublishModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Publish"
      footer={
        <Button onClick={onSave} loading={saving}>
          Save
        </Button>
      }
    >
      <p>Save the project to your account first; then publish it at a link anyone can open.</p>
    </Modal>
  );
}
