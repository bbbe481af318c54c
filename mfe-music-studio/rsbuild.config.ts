import { APP_PORTS, defineRemoteConfig } from '@atelier/build-config';

// Screens are added to `exposes` (and this remote to the shell's remotes.json) by the issue that builds Music Studio.
export default defineRemoteConfig({
  name: 'music_studio',
  port: APP_PORTS.music_studio,
  title: 'Atelier — Music Studio (standalone)',
  exposes: {},
});
