import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '@atelier/ui';
import { markProjectChanged } from '../../../lib/refresh-timing';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { selectedContent } from '../../../lib/workspace/workspace-reducer';
import { loadLanguage } from '../codemirror/languages';
import { languageName } from '../language-names';

// The editor and each language load the first time code is shown, prefetched (fetched, not run) once the
// studio has rendered and the browser is idle (prefetch-when-idle.ts): none of them is in the studio's first
// render (ARCHITECTURE.md §4).
const CodeMirrorEditor = lazy(() => import('../codemirror/code-mirror-editor'));

/** The selected file in a real code editor; read-only while a generation writes the project. */
export function CodeEditor() {
  const { state, dispatch } = useWorkspace();
  const path = state.selectedPath;
  const content = selectedContent(state);
  // The file's language loads beside the editor, not after it.
  useEffect(() => {
    if (path) loadLanguage(path).catch(() => undefined);
  }, [path]);
  if (!path || content === null) {
    return <p className="bs-empty">Select a file to see its code.</p>;
  }
  const streaming = path in state.streaming;
  return (
    <div className="bs-editor">
      <div className="bs-editor__bar">
        <span className="bs-editor__path">{path}</span>
        <span className="bs-muted">{streaming ? 'Writing…' : languageName(path)}</span>
      </div>
      <Suspense
        fallback={
          <div className="bs-editor__loading">
            <Spinner label="Loading the editor" />
          </div>
        }
      >
        <CodeMirrorEditor
          key={path}
          path={path}
          value={content}
          readOnly={state.generating}
          onChange={(value) => {
            markProjectChanged();
            dispatch({ type: 'edit-file', path, content: value });
          }}
        />
      </Suspense>
    </div>
  );
}
