/** The part of Module Federation's stats (mf-stats.json, from which mf-manifest.json is written) this completes. */
export interface SharedStats {
  shared?: { name: string; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

/** The part of a compilation's chunk group this reads. */
export interface ChunkGroupLike {
  origins?: readonly { module?: { identifier(): string } | null }[];
  getFiles(): string[];
}

/**
 * Lists, for each shared singleton the app provides, the styles its provide factory loads with it: what a page
 * loads when it takes the singleton from this app (a studio's `@atelier/ui/studio`: 791.js and 631.css). Without
 * this the manifest named no stylesheet for it, or (manifest options given) the consuming chunk group's copy
 * (12.css, same content, never requested), so the shell's server could not preload it and a studio's first
 * render waited one more round trip for it after the remote's entry and chunks (scripts/lib/serve/screen-preload.mjs).
 * Rspack names a shared module's own chunk group after its provide module:
 * `provide shared module (<scope>) <name>@<version> = <file>`.
 */
export function withSharedStyles<T extends SharedStats>(stats: T, chunkGroups: Iterable<ChunkGroupLike>): T {
  const groups = [...chunkGroups];
  for (const shared of stats.shared ?? []) {
    const provides = (identifier: string) => /^provide shared module \([^)]*\) /.test(identifier) && identifier.replace(/^provide shared module \([^)]*\) /, '').startsWith(`${shared.name}@`);
    const styles = groups
      .filter((group) => (group.origins ?? []).some((origin) => origin.module && provides(origin.module.identifier())))
      .flatMap((group) => group.getFiles().filter((file) => file.endsWith('.css')));
    if (styles.length === 0) continue;
    shared.assets = { ...shared.assets, css: { async: [], ...shared.assets?.css, sync: [...new Set(styles)] } };
  }
  return stats;
}
