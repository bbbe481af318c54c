/**
 * Which remote and exposed module render each studio route. The remote's location is not here:
 * it comes from /remotes.json at run time.
 */
export interface RemoteScreen {
  /** Module Federation name of the remote, a key of remotes.json. */
  remote: string;
  /** Exposed module, without the leading './'. */
  module: string;
  /** Human name for the fallback screen. */
  title: string;
}

export const REMOTE_SCREENS = {
  landing: { remote: 'chat', module: 'Landing', title: 'Chat' },
  integrations: { remote: 'integrations', module: 'Integrations', title: 'Integrations' },
  demo: { remote: 'integrations', module: 'Demo', title: 'Demo' },
  buildStudio: { remote: 'build_studio', module: 'BuildStudio', title: 'Build Studio' },
  movieStudio: { remote: 'movie_studio', module: 'MovieStudio', title: 'Movie Studio' },
  musicStudio: { remote: 'music_studio', module: 'MusicStudio', title: 'Music Studio' },
  marketingStudio: { remote: 'marketing', module: 'MarketingStudio', title: 'Marketing Studio' },
} as const satisfies Record<string, RemoteScreen>;
