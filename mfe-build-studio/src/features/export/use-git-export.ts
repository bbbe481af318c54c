import { useCallback, useRef, useState } from 'react';
import { saveBlob, toast } from '@atelier/runtime';
import { useDialogs } from '@atelier/ui';
import { listLocalVersions } from '../../lib/local-versions';
import { serverReason } from '../../lib/server-reason';
import { useWorkspace } from '../../lib/workspace/workspace-context';
import { fetchProjectBundle } from './api/export-git';
import { toGitExportRequest } from './git-export-request';
import { DOWNLOAD_FAILED } from './use-export';

/**
 * Downloads the project as a git bundle whose history is its versions (one commit per version): a saved
 * project's from the account, a browser project's from this browser's versions.
 */
export function useGitExport() {
  const { state } = useWorkspace();
  const dialogs = useDialogs();
  const [exporting, setExporting] = useState(false);
  const latest = useRef(state);
  latest.current = state;

  const exportGit = useCallback(async () => {
    const { project, files } = latest.current;
    setExporting(true);
    try {
      const saved = project.serverId ? { id: project.serverId } : null;
      const { blob, fileName } = await fetchProjectBundle(saved, async () =>
        toGitExportRequest({ name: project.name, projectType: project.projectType, files }, await listLocalVersions(project.localId)),
      );
      saveBlob(blob, fileName);
      toast.success(`Saved ${fileName}: clone it with git clone ${fileName}`);
    } catch (error) {
      const reason = serverReason(error);
      await dialogs.alert({ title: DOWNLOAD_FAILED, ...(reason ? { message: reason } : {}) });
    } finally {
      setExporting(false);
    }
  }, [dialogs]);

  return { exportGit, exporting };
}
