import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginPagePreloads } from './build/page-preloads';
import { APP_PORTS, BACKEND_PORT, BROWSER_TARGETS, sharedEntryAliases, sharedSingletons } from '@atelier/build-config';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginPagePreloads(),
    pluginModuleFederation({
      name: 'shell',
      // Remotes are not known at build time: src/remotes/remote-registry.ts registers them from /remotes.json.
      remotes: {},
      shared: sharedSingletons(),
      // 'version-first' would fetch every remote at start, so one dead remote would blank the site.
      shareStrategy: 'loaded-first',
      dts: false,
      // The page's one Module Federation runtime: production remotes are built without their own
      // (packages/build-config/src/remote-config.ts) and use this one.
      experiments: { optimization: { target: 'web' }, provideExternalRuntime: true },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: sharedEntryAliases() },
  html: {
    title: 'Atelier',
    template: './src/index.html',
  },
  output: { distPath: { root: 'dist' }, overrideBrowserslist: BROWSER_TARGETS },
  server: {
    port: APP_PORTS.shell,
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${BACKEND_PORT}` },
    historyApiFallback: true,
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
