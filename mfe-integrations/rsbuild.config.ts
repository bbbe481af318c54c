import { APP_PORTS, defineRemoteConfig } from '@atelier/build-config';

export default defineRemoteConfig({
  name: 'integrations',
  port: APP_PORTS.integrations,
  title: 'Atelier — Integrations (standalone)',
  exposes: {
    './Integrations': './src/exposed/integrations.tsx',
    './Demo': './src/exposed/demo.tsx',
  },
});
