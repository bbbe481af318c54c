import apps from '@atelier/build-config/apps.json';

/**
 * Which remote and exposed module render each studio route, read at build time from the app manifest
 * (packages/build-config/apps.json). The remote's location is not here: it comes from /remotes.json
 * at run time.
 */
export interface RemoteScreen {
  /** Module Federation name of the remote, a key of remotes.json. */
  remote: string;
  /** Exposed module, without the leading './'. */
  module: string;
  /** Human name for the fallback screen. */
  title: string;
}

type ManifestApp = (typeof apps.frontends)[number];
/** The manifest's screen names, as literal types: a route naming a screen the manifest lacks does not compile. */
export type ScreenName = ManifestApp extends infer App ? (App extends { screens: infer Screens } ? Extract<keyof Screens, string> : never) : never;

interface ManifestScreen {
  module: string;
  title: string;
}

// Partial: the JSON's inferred type gives each remote's `screens` the other remotes' names as optional.
function screensOf(app: { name: string; screens?: Partial<Record<string, ManifestScreen>> }): [string, RemoteScreen][] {
  return Object.entries(app.screens ?? {}).flatMap(([name, screen]) =>
    screen ? [[name, { remote: app.name, module: screen.module, title: screen.title }] as [string, RemoteScreen]] : [],
  );
}

export const REMOTE_SCREENS = Object.fromEntries(apps.frontends.flatMap(screensOf)) as Readonly<Record<ScreenName, RemoteScreen>>;
