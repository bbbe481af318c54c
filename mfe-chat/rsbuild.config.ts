import { APP_PORTS, defineRemoteConfig } from '@atelier/build-config';

export default defineRemoteConfig({
  name: 'chat',
  port: APP_PORTS.chat,
  title: 'Atelier — Chat (standalone)',
  exposes: { './Landing': './src/exposed/landing.tsx' },
});
