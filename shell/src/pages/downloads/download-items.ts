/** The two free WordPress downloads (spec 000 §3, §9; spec 001 §7). Version and size come from the server (GET /api/download). */

export type DownloadId = 'theme' | 'plugin';

export interface DownloadItem {
  id: DownloadId;
  name: string;
  description: string;
  licence: string;
  /** API path, relative to the API base (`/api`). */
  endpoint: string;
  filename: string;
  features: readonly string[];
  installSteps: readonly string[];
}

export const DOWNLOAD_FAILED = 'Download failed';

export const DOWNLOAD_ITEMS: readonly DownloadItem[] = [
  {
    id: 'theme',
    name: 'Atelier WordPress Theme',
    description: 'A complete block theme that showcases AI chat, photo and video generation on your own WordPress site.',
    licence: 'GPL v2+',
    endpoint: '/download/theme',
    filename: 'atelier-theme.zip',
    features: [
      'Showcase pages for AI chat, photo and video',
      'Includes the Atelier plugin',
      'Block theme with full-site editing',
      'Responsive and accessible layouts',
      'WordPress 6.0+, no coding required',
    ],
    installSteps: [
      'Download atelier-theme.zip.',
      'In your WordPress admin, go to Appearance → Themes → Add New → Upload Theme.',
      'Choose atelier-theme.zip, click Install Now, then Activate.',
      'Open Settings → Atelier and paste your API key.',
    ],
  },
  {
    id: 'plugin',
    name: 'Atelier WordPress Plugin',
    description: 'Add AI chat, photo and video generation to any WordPress theme with shortcodes and blocks.',
    licence: 'GPL v2+',
    endpoint: '/download/plugin',
    filename: 'atelier-plugin.zip',
    features: [
      'Chat, photo and video shortcodes',
      'Chat, photo and video blocks for the block editor',
      'Works with any theme',
      'One settings page for your API key',
    ],
    installSteps: [
      'Download atelier-plugin.zip.',
      'In your WordPress admin, go to Plugins → Add New → Upload Plugin.',
      'Choose atelier-plugin.zip, click Install Now, then Activate Plugin.',
      'Open Settings → Atelier and paste your API key.',
      'Add an Atelier chat, photo or video block (or its shortcode) to any page.',
    ],
  },
];
