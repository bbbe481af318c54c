import type { StudioFile } from '../../lib/workspace/workspace-types';
import { composePreview } from './compose-preview';
import { planPreviewUpdate } from './preview-update';

const file = (path: string, content: string) => ({ path, content }) as StudioFile;
const site = [
  file('index.html', '<!DOCTYPE html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>Hi</h1></body></html>'),
  file('style.css', 'h1 { color: red; }'),
  file('extra.css', 'p { margin: 0; }'),
];

describe('planPreviewUpdate', () => {
  const shown = composePreview(site, { renderId: 1 });

  it('swaps only the css files that changed, in place', () => {
    const next = composePreview([site[0], file('style.css', 'h1 { color: blue; }'), site[2]], { renderId: 2 });
    expect(planPreviewUpdate(shown, next)).toEqual({ kind: 'styles', styles: { 'style.css': 'h1 { color: blue; }' } });
  });

  it('leaves the page alone when a file it does not use changes', () => {
    const next = composePreview([...site, file('notes.md', '# Notes')], { renderId: 2 });
    expect(planPreviewUpdate(shown, next)).toEqual({ kind: 'none' });
  });

  it('reloads for html, scripts, a new css file, another page, or a first render', () => {
    expect(planPreviewUpdate(shown, composePreview([file('index.html', site[0].content.replace('Hi', 'Hello')), ...site.slice(1)], { renderId: 2 }))).toEqual({ kind: 'render' });
    expect(planPreviewUpdate(shown, composePreview([...site, file('app.js', 'console.log(1)')], { renderId: 2 }))).toEqual({ kind: 'render' });
    expect(planPreviewUpdate(shown, composePreview([...site, file('more.css', 'a {}')], { renderId: 2 }))).toEqual({ kind: 'render' });
    expect(planPreviewUpdate(shown, composePreview([...site, file('about.html', '<p>About</p>')], { renderId: 2, page: 'about.html' }))).toEqual({ kind: 'render' });
    expect(planPreviewUpdate(null, shown)).toEqual({ kind: 'render' });
  });
});
