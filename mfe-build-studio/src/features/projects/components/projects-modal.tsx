import { useRef, useState } from 'react';
import { ApiError, toast, useAuth } from '@atelier/runtime';
import type { BuildProjectSummaryDto } from '@atelier/api-types';
import { Button, Modal, Spinner, useDialogs } from '@atelier/ui';
import { formatDateTime, plural } from '../../../lib/format';
import { deleteLocalVersions } from '../../../lib/local-versions';
import { deleteServerProject, useServerProjects } from '../api/projects';
import { readLocalProjects, removeLocalProject, type SavedBuildProject } from '../local-projects';
import { useGitImport } from '../use-git-import';
import { useProjectLoading } from '../use-project-loading';
import { useProjectSaving } from '../use-project-saving';

interface ProjectsModalProps {
  open: boolean;
  onClose(): void;
}

interface Card {
  key: string;
  name: string;
  fileCount: number;
  lastSaved: string;
  open(): Promise<boolean>;
  remove(): Promise<void>;
  move?: () => Promise<void>;
}

/** Spec 001 §2 'Your Projects': cards with name, file count and last-saved date; a click loads one. */
export function ProjectsModal({ open, onClose }: ProjectsModalProps) {
  const { user, isAuthenticated } = useAuth();
  const server = useServerProjects(user?.id ?? null, open && isAuthenticated);
  const [local, setLocal] = useState<SavedBuildProject[]>(() => readLocalProjects());
  const [moving, setMoving] = useState(false);
  const loading = useProjectLoading();
  const saving = useProjectSaving();
  const dialogs = useDialogs();
  const [seenOpen, setSeenOpen] = useState(open);
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) setLocal(readLocalProjects());
  }

  const confirmDelete = (name: string) =>
    dialogs.confirm({ title: `Delete “${name}”?`, message: 'The project and all its versions are removed.', confirmLabel: 'Delete', tone: 'danger' });

  const serverCards: Card[] = (server.data?.projects ?? []).map((project: BuildProjectSummaryDto) => ({
    key: project.id,
    name: project.name,
    fileCount: project.fileCount,
    lastSaved: project.lastSaved,
    open: () => loading.loadServer(project.id),
    remove: async () => {
      if (!(await confirmDelete(project.name))) return;
      await deleteServerProject(project.id).catch(() => toast.error('The project could not be deleted.'));
      await server.refetch();
    },
  }));
  const move = async (project: SavedBuildProject) => {
    try {
      await saving.moveIntoAccount(project);
      setLocal(readLocalProjects());
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The project could not be moved. Please try again.');
    }
  };
  const localCards: Card[] = local.map((project) => ({
    key: project.id,
    name: project.name,
    fileCount: project.files.length,
    lastSaved: project.lastSaved,
    open: () => loading.loadLocal(project),
    remove: async () => {
      if (!(await confirmDelete(project.name))) return;
      removeLocalProject(project.id);
      await deleteLocalVersions(project.id);
      setLocal(readLocalProjects());
    },
    ...(isAuthenticated ? { move: () => move(project) } : {}),
  }));

  const moveAll = async () => {
    setMoving(true);
    for (const project of local) await move(project);
    setMoving(false);
    toast.success('Moved into your account.');
  };

  const empty = serverCards.length === 0 && localCards.length === 0;
  return (
    <Modal open={open} onClose={onClose} title="Your Projects" size="lg" className="bs-projects-modal">
      <GitImport
        onImported={() => {
          setLocal(readLocalProjects());
          if (isAuthenticated) void server.refetch();
          onClose();
        }}
      />
      {isAuthenticated && server.isPending ? <Spinner label="Loading your projects" /> : null}
      {empty && !(isAuthenticated && server.isPending) ? <p className="bs-empty">No projects saved yet</p> : null}
      {serverCards.length ? (
        <section aria-label="In your account">
          {localCards.length ? <h3 className="bs-section-title">In your account</h3> : null}
          <CardGrid cards={serverCards} onOpened={onClose} />
        </section>
      ) : null}
      {localCards.length ? (
        <section aria-label="On this device">
          <div className="bs-section-head">
            <h3 className="bs-section-title">On this device</h3>
            {isAuthenticated ? (
              <Button size="sm" variant="secondary" loading={moving} onClick={() => void moveAll()}>
                Move all into my account
              </Button>
            ) : null}
          </div>
          {!isAuthenticated ? <p className="bs-muted">Sign in to keep your projects in your account and open them on any device.</p> : null}
          <CardGrid cards={localCards} onOpened={onClose} />
        </section>
      ) : null}
    </Modal>
  );
}

/** "Import git repository": a bundle (`git bundle create project.bundle --all`) becomes a new project, a version per commit. */
function GitImport({ onImported }: { onImported(): void }) {
  const input = useRef<HTMLInputElement>(null);
  const { importBundle, importing } = useGitImport();
  return (
    <div className="bs-section-head">
      <p className="bs-muted">
        Bring a project in from git: <code>git bundle create project.bundle --all</code>, then import the file.
      </p>
      <Button size="sm" variant="secondary" loading={importing} onClick={() => input.current?.click()}>
        Import git repository
      </Button>
      <input
        ref={input}
        type="file"
        accept=".bundle,.git,application/x-git-bundle"
        hidden
        aria-label="Git bundle to import"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && (await importBundle(file))) onImported();
        }}
      />
    </div>
  );
}

function CardGrid({ cards, onOpened }: { cards: Card[]; onOpened(): void }) {
  return (
    <ul className="bs-project-grid">
      {cards.map((card) => (
        <li key={card.key} className="bs-project-card">
          <button
            type="button"
            className="bs-project-card__open"
            onClick={async () => {
              if (await card.open()) onOpened();
            }}
          >
            <span className="bs-project-card__name">{card.name}</span>
            <span className="bs-project-card__meta">{plural(card.fileCount, 'file')}</span>
            <span className="bs-project-card__meta">Last saved {formatDateTime(card.lastSaved)}</span>
          </button>
          <div className="bs-project-card__actions">
            {card.move ? (
              <Button size="sm" variant="secondary" onClick={() => void card.move?.()}>
                Move into my account
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" aria-label={`Delete ${card.name}`} onClick={() => void card.remove()}>
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
