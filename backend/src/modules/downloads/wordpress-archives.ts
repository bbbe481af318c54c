import { readFile, readdir } from 'node:fs/promises';
import * as path from 'node:path';
import { type ZipFile, writeZip } from '../../common/zip/zip-writer';

export type DownloadKind = 'theme' | 'plugin';

/**
 * `backend/wordpress/`: three levels up from both `src/modules/downloads` (tests) and
 * `dist/modules/downloads` (the server, in the repository and in the Docker image alike).
 */
export const WORDPRESS_SOURCES_DIR = path.resolve(__dirname, '..', '..', '..', 'wordpress');

/** Folder names inside the zips: WordPress installs a theme or plugin under its zip's top folder. */
export const PLUGIN_FOLDER = 'atelier';
export const THEME_FOLDER = 'atelier-theme';
/** Where the theme carries its copy of the plugin ("Includes plugin", spec 000 §2 Demo). */
export const THEME_BUNDLED_PLUGIN_DIR = 'inc/atelier-plugin';

/** The files of a source folder, relative paths with `/`; dot-files (editor and OS litter) are left out. */
export async function collectFiles(root: string, prefix: string): Promise<ZipFile[]> {
  const files: ZipFile[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push({ path: `${prefix}/${child}`, data: await readFile(path.join(root, child)) });
    }
  };
  await walk('');
  return files;
}

/** The installable zip for `kind`, built from `sourcesDir/{theme,plugin}`; the theme bundles the plugin. */
export async function buildWordPressArchive(kind: DownloadKind, sourcesDir = WORDPRESS_SOURCES_DIR): Promise<Buffer> {
  const pluginFiles = (prefix: string) => collectFiles(path.join(sourcesDir, 'plugin'), prefix);
  if (kind === 'plugin') return writeZip(await pluginFiles(PLUGIN_FOLDER));
  const [theme, bundled] = await Promise.all([
    collectFiles(path.join(sourcesDir, 'theme'), THEME_FOLDER),
    pluginFiles(`${THEME_FOLDER}/${THEME_BUNDLED_PLUGIN_DIR}`),
  ]);
  return writeZip([...theme, ...bundled]);
}

/** The file whose header WordPress reads the release from: the theme's style.css, the plugin's main file. */
const VERSION_FILES: Readonly<Record<DownloadKind, string>> = {
  theme: path.join('theme', 'style.css'),
  plugin: path.join('plugin', 'atelier.php'),
};

/** The `Version:` header line of `kind` (a missing one is a packaging fault, so it throws). */
export async function readWordPressVersion(kind: DownloadKind, sourcesDir = WORDPRESS_SOURCES_DIR): Promise<string> {
  const header = await readFile(path.join(sourcesDir, VERSION_FILES[kind]), 'utf8');
  const match = /^[\s*#@]*Version:[ \t]*(\S+)[ \t]*$/m.exec(header);
  if (!match) throw new Error(`no Version: header in ${VERSION_FILES[kind]}`);
  return match[1];
}
