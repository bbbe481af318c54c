import { defineRemoteConfig } from '@atelier/build-config';

// Module Federation name and port: this folder's entry in packages/build-config/apps.json.
export default defineRemoteConfig({
  title: 'Atelier — Music Studio (standalone)',
  exposes: { './MusicStudio': './src/exposed/music-studio.tsx' },
});
