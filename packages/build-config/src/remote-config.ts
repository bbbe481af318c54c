import { basename } from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { BROWSER_TARGETS } from './browser-targets';
import { sharedEntryAliases } from './shared-entries';
import { sharedSingletons } from './shared-dependencies';
import { withSharedStyles } from './shared-styles';
import { BACKEND_PORT, frontendApp, type FrontendApp } from './apps';

export interface RemoteConfigOptions {
  /** What the shell may load, e.g. `{ './Landing': './src/exposed/landing.tsx' }`: screens of its apps.json entry. */
  exposes: Record<string, string>;
  /** Page title of the standalone development page. */
  title: string;
}

/** The entry of the remote being built. Rsbuild runs in the app's folder (its root), as `npm run build -w <app>` does. */
function currentRemote(): FrontendApp {
  const app = frontendApp(basename(process.cwd()));
  if (app.kind !== 'remote') throw new Error(`${app.folder} is the ${app.kind} in apps.json, not a remote`);
  return app;
}

/** An exposed module the manifest does not list would be unreachable from the shell: fail the build instead. */
function checkExposes(app: FrontendApp, exposes: Record<string, string>): void {
  const listed = new Set(Object.values(app.screens ?? {}).map((screen) => `./${screen.module}`));
  const unlisted = Object.keys(exposes).filter((key) => !listed.has(key));
  if (unlisted.length) {
    throw new Error(`${app.folder} exposes ${unlisted.join(', ')}, not a screen of its entry in packages/build-config/apps.json`);
  }
}

/**
 * One remote's Rsbuild config: MF remote with shared singletons, assets resolved from wherever it is
 * served. Its Module Federation name and port come from its apps.json entry.
 */
export function defineRemoteConfig(options: RemoteConfigOptions): RsbuildConfig {
  const app = currentRemote();
  checkExposes(app, options.exposes);
  // A production remote uses the Module Federation runtime of the shell that loads it (the shell sets
  // `provideExternalRuntime`) instead of shipping a copy of its own: its entry went from 31.7 to 14.2 KB
  // gzipped (ARCHITECTURE.md §4). So a production remote only runs inside the shell, and its standalone page
  // (src/bootstrap.tsx), which would have no runtime, is a development page only: `rsbuild dev` keeps the
  // remote's own runtime and its page. Deploy the shell before remotes built this way (README, "Deploying a remote on its own").
  const production = process.env.NODE_ENV === 'production';
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: app.name,
        exposes: options.exposes,
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        // The manifest also names the styles a shared singleton's own chunks load, so the shell's server can
        // preload them with the screen (shared-styles.ts).
        manifest: { additionalData: ({ stats, compilation }) => withSharedStyles(stats, compilation.chunkGroups) },
        experiments: { optimization: { target: 'web' }, externalRuntime: production },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    resolve: { alias: sharedEntryAliases() },
    html: { title: options.title },
    tools: { htmlPlugin: !production },
    output: {
      // The host serves nothing of the remote: chunks must load from the remote's own URL.
      assetPrefix: 'auto',
      distPath: { root: 'dist' },
      overrideBrowserslist: BROWSER_TARGETS,
    },
    dev: { assetPrefix: 'auto' },
    server: {
      port: app.port,
      strictPort: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: { '/api': `http://127.0.0.1:${BACKEND_PORT}` },
      historyApiFallback: true,
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
