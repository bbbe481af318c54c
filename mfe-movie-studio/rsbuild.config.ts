import { APP_PORTS, defineRemoteConfig } from '@atelier/build-config';

// Screens are added to `exposes` (and this remote to the shell's remotes.json) by the issue that builds Movie Studio.
export default defineRemoteConfig({
  name: 'movie_studio',
  port: APP_PORTS.movie_studio,
  title: 'Atelier — Movie Studio (standalone)',
  exposes: {},
});
