import { useEffect, type RefObject } from 'react';
import type { Compartment } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { loadedLanguage, loadLanguage } from './languages';

/** The file's highlighting in the editor: at once when its language is loaded, else when its chunk arrives (the text shows meanwhile). */
export function useLanguage(view: RefObject<EditorView | null>, compartment: Compartment, path: string): void {
  useEffect(() => {
    let current = true;
    const known = loadedLanguage(path);
    if (known) view.current?.dispatch({ effects: compartment.reconfigure(known) });
    else {
      loadLanguage(path).then(
        (extension) => current && view.current?.dispatch({ effects: compartment.reconfigure(extension) }),
        () => undefined, // Plain text until the next time the file is shown.
      );
    }
    return () => {
      current = false;
    };
  }, [view, compartment, path]);
}
