import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { cx } from '@atelier/ui';
import { Icon } from '../../../lib/icons';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { buildTree, parentFolders, type TreeNode } from '../file-tree';
import { useFileActions } from '../use-file-actions';

interface FileTreeProps {
  /** After a file is chosen (the phone's Files modal switches to the preview and closes). */
  onChosen?: (path: string) => void;
}

interface MenuState {
  path: string;
  x: number;
  y: number;
}

/**
 * The project's files as a tree: folders expand and collapse, files are selected; right-click (or the
 * context-menu key, Shift+F10) offers Rename and Delete. Files being written show as such.
 */
export function FileTree({ onChosen }: FileTreeProps) {
  const { state, dispatch } = useWorkspace();
  const actions = useFileActions();
  const paths = useMemo(() => [...new Set([...state.files.map((file) => file.path), ...Object.keys(state.streaming)])], [state.files, state.streaming]);
  const tree = useMemo(() => buildTree(paths), [paths]);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [menu, setMenu] = useState<MenuState | null>(null);

  // A selected file is never hidden in a collapsed folder.
  useEffect(() => {
    if (!state.selectedPath) return;
    const parents = parentFolders(state.selectedPath);
    if (parents.some((folder) => collapsed.has(folder))) {
      setCollapsed((current) => new Set([...current].filter((folder) => !parents.includes(folder))));
    }
  }, [state.selectedPath, collapsed]);

  const toggle = (folder: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(folder)) next.delete(folder);
      else next.add(folder);
      return next;
    });

  const choose = (path: string) => {
    dispatch({ type: 'select', path });
    onChosen?.(path);
  };

  const openMenu = (event: MouseEvent | KeyboardEvent, path: string) => {
    event.preventDefault();
    const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
    const x = 'clientX' in event && event.clientX ? event.clientX : rect.left + 24;
    const y = 'clientY' in event && event.clientY ? event.clientY : rect.bottom;
    setMenu({ path, x, y });
  };

  const render = (nodes: TreeNode[], depth: number) =>
    nodes.map((node) => {
      if (node.kind === 'folder') {
        const open = !collapsed.has(node.path);
        return (
          <li key={node.path} role="treeitem" aria-expanded={open} aria-label={node.name} className="bs-tree__folder">
            <button type="button" className="bs-tree__row" style={{ paddingLeft: 8 + depth * 14 }} onClick={() => toggle(node.path)}>
              <span className="bs-tree__caret" aria-hidden="true">
                {open ? '▾' : '▸'}
              </span>
              <Icon name="folder" size={15} className="bs-tree__icon bs-tree__icon--folder" />
              {node.name}
            </button>
            {open ? (
              <ul role="group" className="bs-tree__list">
                {render(node.children, depth + 1)}
              </ul>
            ) : null}
          </li>
        );
      }
      const selected = state.selectedPath === node.path;
      const writing = node.path in state.streaming;
      return (
        <li key={node.path} role="treeitem" aria-selected={selected} aria-label={node.path} className="bs-tree__file">
          <button
            type="button"
            className={cx('bs-tree__row', selected && 'is-selected', writing && 'is-writing')}
            style={{ paddingLeft: 22 + depth * 14 }}
            onClick={() => choose(node.path)}
            onContextMenu={(event) => openMenu(event, node.path)}
            onKeyDown={(event) => {
              if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) openMenu(event, node.path);
            }}
          >
            <Icon name="file" size={15} className={`bs-tree__icon bs-tree__icon--${fileKind(node.name)}`} />
            <span className="bs-tree__name">{node.name}</span>
            {writing ? <span className="bs-tree__writing">writing…</span> : null}
          </button>
        </li>
      );
    });

  return (
    <>
      <ul role="tree" aria-label="Project files" className="bs-tree">
        {render(tree, 0)}
      </ul>
      {menu ? (
        <FileMenu
          {...menu}
          disabled={actions.disabled}
          onClose={() => setMenu(null)}
          onRename={() => void actions.rename(menu.path)}
          onDelete={() => void actions.remove(menu.path)}
        />
      ) : null}
    </>
  );
}

interface FileMenuProps extends MenuState {
  disabled: boolean;
  onClose(): void;
  onRename(): void;
  onDelete(): void;
}

/** The right-click menu of a file: Rename, Delete; arrows move, Escape closes. */
function FileMenu({ path, x, y, disabled, onClose, onRename, onDelete }: FileMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const close = (event: Event) => {
      if (menu.current && !menu.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };

  const act = (action: () => void) => {
    onClose();
    action();
  };

  return (
    <div
      ref={menu}
      role="menu"
      aria-label={`Actions for ${path}`}
      className="bs-menu"
      style={{ left: Math.min(x, window.innerWidth - 180), top: Math.min(y, window.innerHeight - 100) }}
      onKeyDown={onKeyDown}
    >
      <button type="button" role="menuitem" disabled={disabled} onClick={() => act(onRename)}>
        Rename
      </button>
      <button type="button" role="menuitem" disabled={disabled} className="bs-menu__danger" onClick={() => act(onDelete)}>
        Delete
      </button>
    </div>
  );
}

/** Colours the file icon by language (see studio.css). */
function fileKind(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (['html', 'htm'].includes(extension)) return 'html';
  if (extension === 'css') return 'css';
  if (['js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx'].includes(extension)) return 'js';
  if (extension === 'py') return 'py';
  if (['json', 'md', 'txt', 'sh'].includes(extension)) return 'text';
  return 'other';
}
