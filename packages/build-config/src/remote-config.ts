import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { BROWSER_TARGETS } from './browser-targets';
import { productionRouterAlias } from './router-alias';
import { sharedSingletons } from './shared-dependencies';
import { BACKEND_PORT } from './ports';

export interface RemoteConfigOptions {
  /** Module Federation name (a JS identifier, unique per remote). */
  name: string;
  /** Port for `rsbuild dev` / preview. */
  port: number;
  /** What the shell may load, e.g. `{ './Landing': './src/exposed/landing.tsx' }`. */
  exposes: Record<string, string>;
  /** Page title of the standalone development page. */
  title: string;
}

/** One remote's Rsbuild config: MF remote with shared singletons, assets resolved from wherever it is served. */
export function defineRemoteConfig(options: RemoteConfigOptions): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes,
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    resolve: { alias: productionRouterAlias() },
    html: { title: options.title },
    output: {
      // The host serves nothing of the remote: chunks must load from the remote's own URL.
      assetPrefix: 'auto',
      distPath: { root: 'dist' },
      overrideBrowserslist: BROWSER_TARGETS,
    },
    dev: { assetPrefix: 'auto' },
    server: {
      port: options.port,
      strictPort: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: { '/api': `http://127.0.0.1:${BACKEND_PORT}` },
      historyApiFallback: true,
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
