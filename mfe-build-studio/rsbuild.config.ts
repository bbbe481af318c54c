import { APP_PORTS, defineRemoteConfig } from '@atelier/build-config';

// Screens are added to `exposes` (and this remote to the shell's remotes.json) by the issue that builds Build Studio.
export default defineRemoteConfig({
  name: 'build_studio',
  port: APP_PORTS.build_studio,
  title: 'Atelier — Build Studio (standalone)',
  exposes: {},
});
