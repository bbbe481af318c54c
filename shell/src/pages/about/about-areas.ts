import type { PageIconName } from '../shared/page-icons';

export interface AboutArea {
  title: string;
  to: string;
  icon: PageIconName;
  description: string;
}

/** The four cards of the About screen (spec 000 §2), in the spec's order. */
export const ABOUT_AREAS: readonly AboutArea[] = [
  {
    title: 'Build Studio',
    to: '/build-studio',
    icon: 'code',
    description: 'Describe a website or an API and get working code: a static site, a Node.js Express API or a Python FastAPI API, with a live preview.',
  },
  {
    title: 'Movie Studio',
    to: '/movie-studio',
    icon: 'film',
    description: 'Turn a script idea into a scene breakdown, keep your characters consistent with a Character Bible, and generate each scene as video.',
  },
  {
    title: 'Music Studio',
    to: '/music-studio',
    icon: 'music',
    description: 'Write lyrics, generate beats at your tempo and key, arrange the tracks and export your song.',
  },
  {
    title: 'AI Chat',
    to: '/',
    icon: 'chat',
    description: 'Ask anything, then switch to Photo or Video mode to generate images and clips from the same prompt box.',
  },
];

export const ABOUT_VALUES: readonly { title: string; text: string }[] = [
  { title: 'One place to create', text: 'Chat, code, film and music share one account and one workspace, so an idea can move from a sentence to a finished piece without changing tools.' },
  { title: 'Made for everyone', text: 'Visitors can try chat, photos and videos without signing up. Creators get studios built for real projects.' },
  { title: 'Open by design', text: 'A free WordPress theme and plugin (GPL v2+) and a public API bring the same AI to your own website.' },
];
