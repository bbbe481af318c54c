import { Button } from '@atelier/ui';
import { useGitExport } from '../use-git-export';

const LABEL = 'Export as git repository';
const HINT = 'A git bundle: one commit per version; clone it with git clone';

/**
 * "Export as git repository": the project's versions as a bundle, one commit per version. In the desktop header
 * beside Download it reads "Git" (its full name kept for screen readers); in Versions, its full name.
 */
export function GitExportButton({ inHeader = false }: { inHeader?: boolean }) {
  const { exportGit, exporting } = useGitExport();
  return inHeader ? (
    <Button size="sm" variant="ghost" onClick={() => void exportGit()} loading={exporting} aria-label={LABEL} title={`${LABEL}: ${HINT.toLowerCase()}`}>
      Git
    </Button>
  ) : (
    <Button variant="secondary" onClick={() => void exportGit()} loading={exporting} title={HINT}>
      {LABEL}
    </Button>
  );
}
