import type { HistoryEntry, ProjectType, StudioFile } from '../../lib/workspace/workspace-types';

/** Spec 001 §3 "saved build project", as kept in browser storage when no account is signed in. */
export interface SavedBuildProject {
  /** A timestamp string. */
  id: string;
  name: string;
  files: StudioFile[];
  history: HistoryEntry[];
  /** ISO time. */
  lastSaved: string;
  projectType?: ProjectType;
  /** Legacy single-file projects kept their page here. */
  code?: string;
}

/** Spec 001 §9: browser storage holds the Build Studio project list. */
export const LOCAL_PROJECTS_KEY = 'buildStudioProjects';

/** The list, newest save first; anything unreadable is skipped, never thrown. */
export function readLocalProjects(): SavedBuildProject[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LOCAL_PROJECTS_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((item): item is SavedBuildProject => Boolean(item && typeof item.id === 'string' && typeof item.name === 'string'))
      .map(normalise)
      .sort((a, b) => b.lastSaved.localeCompare(a.lastSaved));
  } catch {
    return [];
  }
}

/** Adds or replaces a project (by id). Throws when the browser storage is full, so the caller can say so. */
export function writeLocalProject(project: SavedBuildProject): void {
  const others = readLocalProjects().filter((item) => item.id !== project.id);
  localStorage.setItem(LOCAL_PROJECTS_KEY, JSON.stringify([project, ...others]));
}

export function removeLocalProject(id: string): void {
  try {
    localStorage.setItem(LOCAL_PROJECTS_KEY, JSON.stringify(readLocalProjects().filter((item) => item.id !== id)));
  } catch {
    // nothing to remove from a blocked storage
  }
}

/** Older entries: a single `code` page and no type (spec: type defaults to static). */
function normalise(project: SavedBuildProject): SavedBuildProject {
  const files = Array.isArray(project.files) && project.files.length
    ? project.files.map((file) => ({ path: String(file.path), content: String(file.content ?? ''), type: 'file' as const }))
    : [{ path: 'index.html', content: project.code ?? '', type: 'file' as const }];
  return {
    ...project,
    files,
    history: Array.isArray(project.history) ? project.history : [],
    lastSaved: typeof project.lastSaved === 'string' ? project.lastSaved : new Date(0).toISOString(),
    projectType: project.projectType ?? 'static',
  };
}
