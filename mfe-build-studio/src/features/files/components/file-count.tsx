import { formatCount, limitState } from '../../../lib/limit-meter';
import { PROJECT_MAX_FILES } from '../../../lib/studio-limits';
import { useWorkspace } from '../../../lib/workspace/workspace-context';

/** The project's file count against the server's cap, so the 201st file is no surprise. */
export function FileCount() {
  const { state } = useWorkspace();
  const count = state.files.length;
  const level = limitState(count, PROJECT_MAX_FILES);
  return (
    <span className={`bs-file-count bs-file-count--${level}`} aria-live={level === 'ok' ? 'off' : 'polite'} title={`A project holds at most ${PROJECT_MAX_FILES} files`}>
      {formatCount(count, PROJECT_MAX_FILES)} files
    </span>
  );
}
