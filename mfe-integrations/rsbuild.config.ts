import { defineRemoteConfig } from '@atelier/build-config';

// Module Federation name and port: this folder's entry in packages/build-config/apps.json.
export default defineRemoteConfig({
  title: 'Atelier — Integrations (standalone)',
  exposes: {
    './Integrations': './src/exposed/integrations.tsx',
    './Demo': './src/exposed/demo.tsx',
  },
});
