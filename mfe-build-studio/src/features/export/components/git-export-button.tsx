import { Button } from '@atelier/ui';
import { useGitExport } from '../use-git-export';

/** "Export as git repository": the project's versions as a bundle, one commit per version. */
export function GitExportButton() {
  const { exportGit, exporting } = useGitExport();
  return (
    <Button variant="secondary" onClick={() => void exportGit()} loading={exporting} title="A git bundle: one commit per version; clone it with git clone">
      Export as git repository
    </Button>
  );
}
