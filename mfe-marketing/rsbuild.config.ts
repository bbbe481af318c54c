import { defineRemoteConfig } from '@atelier/build-config';

// Module Federation name and port: this folder's entry in packages/build-config/apps.json.
export default defineRemoteConfig({
  title: 'Atelier — Marketing Studio (standalone)',
  exposes: { './MarketingStudio': './src/exposed/marketing-studio.tsx' },
});
