export interface TreeFolder {
  kind: 'folder';
  name: string;
  /** Full path of the folder, without a trailing slash. */
  path: string;
  children: TreeNode[];
}

export interface TreeFile {
  kind: 'file';
  name: string;
  path: string;
}

export type TreeNode = TreeFolder | TreeFile;

/** Folders first, then files, each alphabetical (case-insensitive), as editors show projects. */
export function buildTree(paths: readonly string[]): TreeNode[] {
  const root: TreeFolder = { kind: 'folder', name: '', path: '', children: [] };
  for (const path of paths) {
    const parts = path.split('/');
    let folder = root;
    parts.slice(0, -1).forEach((part, index) => {
      const folderPath = parts.slice(0, index + 1).join('/');
      let next = folder.children.find((child): child is TreeFolder => child.kind === 'folder' && child.path === folderPath);
      if (!next) {
        next = { kind: 'folder', name: part, path: folderPath, children: [] };
        folder.children.push(next);
      }
      folder = next;
    });
    folder.children.push({ kind: 'file', name: parts[parts.length - 1], path });
  }
  sort(root);
  return root.children;
}

function sort(folder: TreeFolder): void {
  folder.children.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) : a.kind === 'folder' ? -1 : 1));
  for (const child of folder.children) if (child.kind === 'folder') sort(child);
}

/** The folders that hold `path`, so a selected file is never hidden inside a collapsed folder. */
export function parentFolders(path: string): string[] {
  const parts = path.split('/');
  return parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('/'));
}
