import { useCallback, useRef, useState } from 'react';
import { saveBlob } from '@atelier/runtime';
import { useDialogs } from '@atelier/ui';
import { serverReason } from '../../lib/server-reason';
import { useWorkspace } from '../../lib/workspace/workspace-context';
import { fetchProjectZip } from './api/export-project';

/** Spec 001 §8: what a failed download says. */
export const DOWNLOAD_FAILED = 'Download failed. Please try again.';

/** Downloads the project as a zip (with a README and run script for APIs); a saved, unchanged project from the account. */
export function useExport() {
  const { state } = useWorkspace();
  const dialogs = useDialogs();
  const [downloading, setDownloading] = useState(false);
  const latest = useRef(state);
  latest.current = state;

  const download = useCallback(async () => {
    const current = latest.current;
    setDownloading(true);
    try {
      const saved = current.project.serverId && !current.dirty ? { id: current.project.serverId } : null;
      const { blob, fileName } = await fetchProjectZip(saved, {
        name: current.project.name,
        projectType: current.project.projectType,
        files: current.files.map(({ path, content }) => ({ path, content })),
      });
      saveBlob(blob, fileName);
    } catch (error) {
      // The spec's alert, with the server's reason when it gave one (a project past its limits).
      const reason = serverReason(error);
      await dialogs.alert({ title: DOWNLOAD_FAILED, ...(reason ? { message: reason } : {}) });
    } finally {
      setDownloading(false);
    }
  }, [dialogs]);

  return { download, downloading };
}
