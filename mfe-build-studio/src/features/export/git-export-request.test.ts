import { toGitExportRequest } from './git-export-request';

const project = { name: 'My Site', projectType: 'static' as const, files: [{ path: 'index.html', content: '<h1>now</h1>' }] };

describe('toGitExportRequest', () => {
  it('sends the versions oldest first, each shared content once', () => {
    const request = toGitExportRequest(project, [
      { number: 2, kind: 'generation', message: 'make it blue', createdAt: '2026-01-01T00:00:02Z', files: [{ path: 'index.html', content: 'b' }, { path: 'a.css', content: 'x' }] },
      { number: 1, kind: 'before', message: 'Before: make it blue', createdAt: '2026-01-01T00:00:01Z', files: [{ path: 'index.html', content: 'a' }, { path: 'a.css', content: 'x' }] },
    ]);
    expect(request.contents).toEqual(['a', 'x', 'b']);
    expect(request.versions).toEqual([
      { kind: 'before', message: 'Before: make it blue', createdAt: '2026-01-01T00:00:01Z', files: [{ path: 'index.html', content: 0 }, { path: 'a.css', content: 1 }] },
      { kind: 'generation', message: 'make it blue', createdAt: '2026-01-01T00:00:02Z', files: [{ path: 'index.html', content: 2 }, { path: 'a.css', content: 1 }] },
    ]);
  });

  it('exports a project without versions as one commit of its files', () => {
    const request = toGitExportRequest(project, [], () => new Date('2026-05-05T00:00:00Z'));
    expect(request.versions).toEqual([{ kind: 'save', message: 'Saved', createdAt: '2026-05-05T00:00:00.000Z', files: [{ path: 'index.html', content: 0 }] }]);
    expect(request.contents).toEqual(['<h1>now</h1>']);
  });
});
