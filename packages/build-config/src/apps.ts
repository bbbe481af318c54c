import manifest from '../apps.json';

/**
 * Typed view of apps.json for build configs. The manifest's content is checked by app-manifest.mjs
 * (every `npm start`/`build`/`dev` and the `scripts` test suite); here it is only read.
 */
export interface AppScreen {
  /** Exposed module, without the leading './'. */
  module: string;
  title: string;
  routes: string[];
}

export interface FrontendApp {
  folder: string;
  /** Module Federation name; also the app's key in remotes.json. */
  name: string;
  kind: 'host' | 'remote';
  port: number;
  screens?: Record<string, AppScreen>;
}

export const FRONTEND_APPS: readonly FrontendApp[] = manifest.frontends as FrontendApp[];

/** Local ports ("as in production") by Module Federation name. */
export const APP_PORTS: Readonly<Record<string, number>> = Object.fromEntries(FRONTEND_APPS.map((app) => [app.name, app.port]));

export const BACKEND_PORT: number = manifest.backend.port;

/** The manifest entry of the app in `folder`; throws when there is none, so a typo fails the build. */
export function frontendApp(folder: string): FrontendApp {
  const app = FRONTEND_APPS.find((candidate) => candidate.folder === folder);
  if (!app) throw new Error(`${folder} is not an app of packages/build-config/apps.json (known: ${FRONTEND_APPS.map((a) => a.folder).join(', ')})`);
  return app;
}
