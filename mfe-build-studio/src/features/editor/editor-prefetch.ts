// Loaded once the studio has rendered and the browser is idle (prefetch-when-idle.ts): the import() below is never
// made, but loading this chunk makes the runtime add a <link rel="prefetch"> for each of its chunks, so the editor
// is in the HTTP cache, fetched and not run, before the code view first asks for it (ARCHITECTURE.md §4).
// Prefetching sooner, with the studio's own first chunks, shared the page's bandwidth with what its first paint
// still waited for. The languages are in chunks of their own (language-prefetch-*.ts), each loaded in a later idle
// moment: the runtime adds a chunk's links in one task, and all eleven at once was a long task (30 ms on this
// machine, 120 ms under Lighthouse's 4× CPU: a third of /build-studio's total blocking time).
export const EDITOR_CHUNKS = [() => import(/* webpackPrefetch: true */ './codemirror/code-mirror-editor')];
