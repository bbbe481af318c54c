import { useCallback, useState } from 'react';
import { toast, useAuth } from '@atelier/runtime';
import { useDialogs } from '@atelier/ui';
import { plural } from '../../lib/format';
import { recordLocalVersion } from '../../lib/local-versions';
import { serverReason } from '../../lib/server-reason';
import type { ProjectType } from '../../lib/workspace/workspace-types';
import { importGitToAccount, readGitBundle } from './api/projects';
import { type SavedBuildProject, writeLocalProject } from './local-projects';
import { useProjectLoading } from './use-project-loading';

export const GIT_IMPORT_FAILED = 'The git repository could not be imported.';

/**
 * Imports a git bundle as a new project whose versions are its branch's commits: into the account when signed in,
 * into this browser (project list and versions) when not; then opens it.
 */
export function useGitImport() {
  const { isAuthenticated } = useAuth();
  const loading = useProjectLoading();
  const dialogs = useDialogs();
  const [importing, setImporting] = useState(false);

  const importBundle = useCallback(
    async (file: File): Promise<boolean> => {
      setImporting(true);
      try {
        let versions: number;
        let opened: boolean;
        if (isAuthenticated) {
          const project = await importGitToAccount(file);
          versions = project.version.number;
          opened = await loading.loadServer(project.id);
        } else {
          const read = await readGitBundle(file);
          const newest = read.versions[read.versions.length - 1];
          const project: SavedBuildProject = {
            id: String(Date.now()),
            name: read.name,
            projectType: read.projectType as ProjectType,
            files: newest.files.map((entry) => ({ ...entry, type: 'file' as const })),
            history: [],
            lastSaved: new Date().toISOString(),
          };
          writeLocalProject(project);
          for (const version of read.versions) await recordLocalVersion(project.id, version);
          versions = read.versions.length;
          opened = await loading.loadLocal(project);
        }
        toast.success(`Imported ${plural(versions, 'version')} from ${file.name}`);
        return opened;
      } catch (error) {
        const reason = serverReason(error);
        await dialogs.alert({ title: GIT_IMPORT_FAILED, message: reason ?? 'Please try again.' });
        return false;
      } finally {
        setImporting(false);
      }
    },
    [dialogs, isAuthenticated, loading],
  );

  return { importBundle, importing };
}
