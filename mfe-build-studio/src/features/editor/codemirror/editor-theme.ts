import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/** The studio's dark look for the editor, on the design tokens. */
const theme = EditorView.theme(
  {
    '&': { height: '100%', color: '#e6e6f0', backgroundColor: '#0f0f18', fontSize: '13.5px' },
    '.cm-scroller': { fontFamily: 'var(--at-font-mono)', lineHeight: '1.6' },
    '.cm-content': { caretColor: '#22d3ee' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: '#22d3ee' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': { backgroundColor: '#3b3170' },
    '.cm-gutters': { backgroundColor: '#0f0f18', color: '#6b6b85', border: 'none' },
    '.cm-activeLine': { backgroundColor: '#16162400' },
    '.cm-activeLineGutter': { backgroundColor: '#1d1d2c', color: '#cfcfe0' },
    '.cm-foldPlaceholder': { backgroundColor: '#1d1d2c', border: 'none', color: '#a4a4bd' },
    '.cm-tooltip': { backgroundColor: '#1d1d2c', border: '1px solid #2c2c40' },
    '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: '#3b3170' },
    '.cm-searchMatch': { backgroundColor: '#6d4aff55' },
    '.cm-panels': { backgroundColor: '#14141f', color: '#ededf5' },
  },
  { dark: true },
);

const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.moduleKeyword, tags.controlKeyword], color: '#c4a7ff' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: '#9ae6b4' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#fbbf24' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: '#7a7a96', fontStyle: 'italic' },
  { tag: [tags.tagName], color: '#f472b6' },
  { tag: [tags.attributeName, tags.propertyName], color: '#7dd3fc' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: '#93c5fd' },
  { tag: [tags.className, tags.typeName, tags.definition(tags.typeName)], color: '#fcd34d' },
  { tag: [tags.heading], color: '#f9a8d4', fontWeight: 'bold' },
  { tag: [tags.link, tags.url], color: '#67e8f9', textDecoration: 'underline' },
  { tag: [tags.operator, tags.punctuation, tags.separator], color: '#cbd5e1' },
  { tag: [tags.invalid], color: '#f87171' },
]);

export const editorTheme = [theme, syntaxHighlighting(highlight)];
