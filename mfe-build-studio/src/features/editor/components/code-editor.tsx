import { lazy, Suspense } from 'react';
import { Spinner } from '@atelier/ui';
import { markProjectChanged } from '../../../lib/refresh-timing';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { selectedContent } from '../../../lib/workspace/workspace-reducer';
import { languageName } from '../codemirror/languages';

// The editor (≈200 KB gzipped with its languages) loads the first time code is shown.
const CodeMirrorEditor = lazy(() => import('../codemirror/code-mirror-editor'));

/** The selected file in a real code editor; read-only while a generation writes the project. */
export function CodeEditor() {
  const { state, dispatch } = useWorkspace();
  const path = state.selectedPath;
  const content = selectedContent(state);
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
