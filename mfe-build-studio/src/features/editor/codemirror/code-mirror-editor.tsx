import { useEffect, useRef } from 'react';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';
import { editorTheme } from './editor-theme';
import { loadedLanguage } from './languages';
import { useLanguage } from './use-language';

export interface CodeMirrorEditorProps {
  path: string;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}

/**
 * CodeMirror 6, assembled from its packages (the `codemirror` package on npm is CodeMirror 5). This
 * module is loaded on demand, so the editor never weighs on the studio's first render. It lives in a
 * shadow root: there CodeMirror styles itself with constructed style sheets, which the site's
 * Content-Security-Policy (no inline <style>) allows, where it would otherwise add <style> elements.
 */
export default function CodeMirrorEditor({ path, value, readOnly, onChange }: CodeMirrorEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const editable = useRef(new Compartment());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const applying = useRef(false);

  useEffect(() => {
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    mount.style.height = '100%';
    shadow.replaceChildren(mount);
    const editor = new EditorView({
      parent: mount,
      root: shadow,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          foldGutter(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, indentWithTab]),
          EditorView.lineWrapping,
          editorTheme,
          language.current.of(loadedLanguage(path) ?? []),
          editable.current.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !applying.current) onChangeRef.current(update.state.doc.toString());
          }),
          EditorView.contentAttributes.of({ 'aria-label': `Code of ${path}` }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // One editor per mounted file; later changes of path/value/readOnly are applied below.
  }, []);

  useEffect(() => {
    view.current?.contentDOM.setAttribute('aria-label', `Code of ${path}`);
  }, [path]);
  useLanguage(view, language.current, path);

  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]) });
  }, [readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current === value) return;
    // A change from outside (a generation streaming in, a restore): keep the cursor where it can stay.
    applying.current = true;
    const head = Math.min(editor.state.selection.main.head, value.length);
    editor.dispatch({ changes: { from: 0, to: current.length, insert: value }, selection: { anchor: head } });
    applying.current = false;
  }, [value]);

  return <div ref={host} className="bs-codemirror" />;
}
