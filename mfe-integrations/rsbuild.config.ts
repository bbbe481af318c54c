import { APP_PORTS, defineRemoteConfig } from '@atelier/build-config';

// Screens are added to `exposes` (and this remote to the shell's remotes.json) by the issue that builds Integrations.
export default defineRemoteConfig({
  name: 'integrations',
  port: APP_PORTS.integrations,
  title: 'Atelier — Integrations (standalone)',
  exposes: {},
});
