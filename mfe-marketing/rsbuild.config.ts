import { APP_PORTS, defineRemoteConfig } from '@atelier/build-config';

// Screens are added to `exposes` (and this remote to the shell's remotes.json) by the issue that builds Marketing Studio.
export default defineRemoteConfig({
  name: 'marketing',
  port: APP_PORTS.marketing,
  title: 'Atelier — Marketing Studio (standalone)',
  exposes: {},
});
