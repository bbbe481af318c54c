import { contentTypeOf, countsAsVisit, resolvePublishedFile } from './published-file';

const files = [
  { path: 'index.html', content: '<h1>Home</h1>' },
  { path: 'styles.css', content: 'h1{color:blue}' },
  { path: 'docs/index.html', content: '<h1>Docs</h1>' },
  { path: 'app.js', content: 'console.log(1)' },
];

describe('resolvePublishedFile', () => {
  it('serves index.html at the root, a folder its index.html, and files by path with their type', () => {
    expect(resolvePublishedFile(files, '', 1)).toMatchObject({ path: 'index.html', contentType: 'text/html; charset=utf-8', document: true });
    expect(resolvePublishedFile(files, 'docs/', 1)?.path).toBe('docs/index.html');
    expect(resolvePublishedFile(files, 'styles.css', 1)).toMatchObject({ contentType: 'text/css; charset=utf-8', document: false });
    expect(resolvePublishedFile(files, 'app.js', 1)?.contentType).toBe('text/javascript; charset=utf-8');
  });

  it('serves the first html file at the root when there is no index.html', () => {
    expect(resolvePublishedFile([{ path: 'about.html', content: 'x' }], '', 1)?.path).toBe('about.html');
  });

  it('answers nothing for a missing file, a dot segment or a broken escape', () => {
    expect(resolvePublishedFile(files, 'missing.css', 1)).toBeNull();
    expect(resolvePublishedFile(files, 'docs/../index.html', 1)).toBeNull();
    expect(resolvePublishedFile(files, '%E0%A4%A', 1)).toBeNull();
    expect(resolvePublishedFile([{ path: 'styles.css', content: '' }], '', 1)).toBeNull();
  });

  it('changes the ETag with the revision and the content, and keeps it otherwise', () => {
    const tag = resolvePublishedFile(files, 'styles.css', 1)?.etag;
    expect(resolvePublishedFile(files, 'styles.css', 1)?.etag).toBe(tag);
    expect(resolvePublishedFile(files, 'styles.css', 2)?.etag).not.toBe(tag);
    expect(resolvePublishedFile([{ path: 'styles.css', content: 'h1{color:red}' }], 'styles.css', 1)?.etag).not.toBe(tag);
  });
});

describe('countsAsVisit', () => {
  const page = resolvePublishedFile(files, '', 1)!;
  const sheet = resolvePublishedFile(files, 'styles.css', 1)!;

  it('counts a GET of a document opened as a page, never an asset, a HEAD or a script fetch', () => {
    expect(countsAsVisit('GET', page, 'document')).toBe(true);
    expect(countsAsVisit('GET', page, undefined)).toBe(true);
    expect(countsAsVisit('GET', sheet, 'style')).toBe(false);
    expect(countsAsVisit('HEAD', page, 'document')).toBe(false);
    expect(countsAsVisit('GET', page, 'empty')).toBe(false);
  });
});

describe('contentTypeOf', () => {
  it('names unknown text as plain text', () => {
    expect(contentTypeOf('LICENSE')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('icon.SVG')).toBe('image/svg+xml; charset=utf-8');
  });
});
