import { LOCAL_PROJECTS_KEY, readLocalProjects, removeLocalProject, writeLocalProject } from './local-projects';

const project = (id: string, lastSaved: string) => ({ id, name: `P${id}`, files: [{ path: 'index.html', content: 'x', type: 'file' as const }], history: [], lastSaved, projectType: 'static' as const });

describe('local projects', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the list under the spec key, newest save first, replacing by id', () => {
    writeLocalProject(project('1', '2026-01-01T00:00:00.000Z'));
    writeLocalProject(project('2', '2026-02-01T00:00:00.000Z'));
    writeLocalProject({ ...project('1', '2026-03-01T00:00:00.000Z'), name: 'Renamed' });
    expect(readLocalProjects().map((item) => [item.id, item.name])).toEqual([['1', 'Renamed'], ['2', 'P2']]);
    expect(JSON.parse(localStorage.getItem(LOCAL_PROJECTS_KEY)!)).toHaveLength(2);
    removeLocalProject('1');
    expect(readLocalProjects().map((item) => item.id)).toEqual(['2']);
  });

  it('reads legacy single-file entries as index.html of a static project, and skips junk', () => {
    localStorage.setItem(LOCAL_PROJECTS_KEY, JSON.stringify([{ id: '9', name: 'Old', code: '<h1>old</h1>', lastSaved: '2025-01-01T00:00:00.000Z' }, null, 7]));
    expect(readLocalProjects()).toEqual([
      { id: '9', name: 'Old', code: '<h1>old</h1>', lastSaved: '2025-01-01T00:00:00.000Z', files: [{ path: 'index.html', content: '<h1>old</h1>', type: 'file' }], history: [], projectType: 'static' },
    ]);
    localStorage.setItem(LOCAL_PROJECTS_KEY, 'not json');
    expect(readLocalProjects()).toEqual([]);
  });
});
