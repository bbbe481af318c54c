import { defineRemoteConfig } from '@atelier/build-config';

// Module Federation name and port: this folder's entry in packages/build-config/apps.json.
export default defineRemoteConfig({
  title: 'Atelier — Movie Studio (standalone)',
  exposes: { './MovieStudio': './src/exposed/movie-studio.tsx' },
});
