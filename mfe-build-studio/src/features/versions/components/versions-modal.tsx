import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@atelier/runtime';
import { Badge, Button, Modal, SegmentedControl, Spinner } from '@atelier/ui';
import { formatDateTime, plural } from '../../../lib/format';
import { markProjectChanged } from '../../../lib/refresh-timing';
import { aiMessage } from '../../../lib/workspace/new-project';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import type { StudioFile } from '../../../lib/workspace/workspace-types';
import { getServerVersion, restoreServerVersion, useServerVersions, versionsQueryKey } from '../api/versions';
import { diffProjects, type FileDiff } from '../file-diff';
import { listLocalVersions, recordLocalVersion, type LocalVersion, type VersionKind } from '../../../lib/local-versions';

interface VersionItem {
  key: string;
  number: number;
  kind: VersionKind;
  message: string;
  createdAt: string;
  fileCount: number;
  load(): Promise<Array<{ path: string; content: string }>>;
}

const KIND_LABEL: Readonly<Record<VersionKind, string>> = { generation: 'Generated', before: 'Before', save: 'Saved', restore: 'Restored', import: 'Moved in' };

/**
 * Every generation and save of the project (from the account, or from this browser for projects not in
 * one): compare a version with the project as it is now, or with the version before it; restore it
 * (kept as a new version, so nothing after it is lost). `actions` join the footer (the git export).
 */
export function VersionsModal({ open, onClose, actions }: { open: boolean; onClose(): void; actions?: ReactNode }) {
  const { state, dispatch } = useWorkspace();
  const serverId = state.project.serverId;
  const server = useServerVersions(serverId, open);
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<LocalVersion[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [against, setAgainst] = useState<'current' | 'previous'>('current');
  const [diffs, setDiffs] = useState<FileDiff[] | null>(null);
  const [restoring, setRestoring] = useState(false);

  useEffect(() => {
    if (!open || serverId) return;
    let live = true;
    void listLocalVersions(state.project.localId).then((versions) => live && setLocal(versions));
    return () => {
      live = false;
    };
  }, [open, serverId, state.project.localId, state.revision]);

  const items: VersionItem[] | null = useMemo(() => {
    if (serverId) {
      return (
        server.data?.versions.map((version) => ({
          key: version.id,
          number: version.number,
          kind: version.kind,
          message: version.message,
          createdAt: version.createdAt,
          fileCount: version.fileCount,
          load: async () => (await getServerVersion(serverId, version.id)).files,
        })) ?? null
      );
    }
    return (
      local?.map((version) => ({
        key: String(version.number),
        number: version.number,
        kind: version.kind,
        message: version.message,
        createdAt: version.createdAt,
        fileCount: version.files.length,
        load: async () => version.files,
      })) ?? null
    );
  }, [serverId, server.data, local]);

  const chosen = items?.find((item) => item.key === selected) ?? null;
  useEffect(() => {
    if (!chosen || !items) return setDiffs(null);
    let live = true;
    setDiffs(null);
    const previous = items.find((item) => item.number < chosen.number);
    void (async () => {
      const files = await chosen.load();
      const base = against === 'current' ? state.files : previous ? await previous.load() : [];
      // Against the project now: what restoring would change. Against the version before: what this one changed.
      if (live) setDiffs(diffProjects(base, files));
    })().catch(() => live && setDiffs([]));
    return () => {
      live = false;
    };
  }, [chosen, against, items, state.files]);

  const restore = async () => {
    if (!chosen) return;
    setRestoring(true);
    try {
      let files: StudioFile[];
      if (serverId) {
        const project = await restoreServerVersion(serverId, chosen.key);
        files = project.files.map((file) => ({ ...file, type: 'file' as const }));
        void queryClient.invalidateQueries({ queryKey: versionsQueryKey(serverId) });
      } else {
        files = (await chosen.load()).map((file) => ({ ...file, type: 'file' as const }));
        await recordLocalVersion(state.project.localId, { kind: 'restore', message: `Restored version ${chosen.number}`, files });
      }
      markProjectChanged();
      dispatch({ type: 'replace-files', files });
      dispatch({ type: 'add-message', message: aiMessage(`Restored version ${chosen.number}. Every later version is still in the list.`) });
      toast.success(`Restored version ${chosen.number}`);
      onClose();
    } catch {
      toast.error('The version could not be restored. Please try again.');
    } finally {
      setRestoring(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Versions"
      size="lg"
      className="bs-versions-modal"
      footer={
        <>
          {actions}
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void restore()} disabled={!chosen || state.generating} loading={restoring}>
            {chosen ? `Restore version ${chosen.number}` : 'Restore'}
          </Button>
        </>
      }
    >
      {items === null ? (
        <Spinner label="Loading versions" />
      ) : items.length === 0 ? (
        <p className="bs-empty">No versions yet: every generation and every save adds one.</p>
      ) : (
        <div className="bs-versions">
          <ol className="bs-versions__list" aria-label="Versions, newest first">
            {items.map((item) => (
              <li key={item.key}>
                <button type="button" className={`bs-versions__item${item.key === selected ? ' is-selected' : ''}`} aria-pressed={item.key === selected} onClick={() => setSelected(item.key)}>
                  <span className="bs-versions__number">v{item.number}</span>
                  <Badge variant={item.kind === 'generation' ? 'accent' : 'neutral'}>{KIND_LABEL[item.kind]}</Badge>
                  <span className="bs-versions__message">{item.message}</span>
                  <span className="bs-versions__meta">
                    {formatDateTime(item.createdAt)} · {plural(item.fileCount, 'file')}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="bs-versions__diff">
            {chosen ? (
              <>
                <SegmentedControl
                  label="Compare"
                  size="sm"
                  value={against}
                  onChange={setAgainst}
                  options={[
                    { value: 'current', label: 'With the project now' },
                    { value: 'previous', label: 'With the version before' },
                  ]}
                />
                {diffs === null ? <Spinner label="Comparing" /> : <DiffView diffs={diffs} />}
              </>
            ) : (
              <p className="bs-muted">Choose a version to see what differs.</p>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}

const SHOWN_LINES = 1500;

function DiffView({ diffs }: { diffs: FileDiff[] }) {
  if (!diffs.length) return <p className="bs-muted">No differences.</p>;
  let budget = SHOWN_LINES;
  return (
    <div className="bs-diff" aria-label="Differences">
      {diffs.map((diff) => {
        const lines = diff.lines.slice(0, Math.max(0, budget));
        budget -= lines.length;
        return (
          <section key={diff.path} className="bs-diff__file" aria-label={diff.path}>
            <h4 className="bs-diff__path">
              {diff.path} <span className={`bs-diff__tag bs-diff__tag--${diff.change}`}>{diff.change}</span>
              <span className="bs-diff__counts">
                <span className="bs-diff__plus">+{diff.added}</span> <span className="bs-diff__minus">−{diff.removed}</span>
              </span>
            </h4>
            <pre className="bs-diff__lines bs-code">
              {lines.map((line, index) => (
                <span key={index} className={`bs-diff__line bs-diff__line--${line.kind}`}>
                  {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : line.kind === 'hunk' ? '' : '  '}
                  {line.text}
                  {'\n'}
                </span>
              ))}
            </pre>
          </section>
        );
      })}
      {budget <= 0 ? <p className="bs-muted">Longer differences are cut here.</p> : null}
    </div>
  );
}
