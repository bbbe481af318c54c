import type { PageIconName } from '../shared/page-icons';

export const ACADEMY_FEATURES: readonly { title: string; icon: PageIconName; text: string }[] = [
  {
    title: 'Interactive Lessons',
    icon: 'lesson',
    text: 'Learn by doing: short hands-on lessons that run right inside Build, Movie and Music Studio.',
  },
  {
    title: 'Expert Guidance',
    icon: 'compass',
    text: 'Tips, walkthroughs and project reviews from creators who use AI in their daily work.',
  },
  {
    title: 'Certifications',
    icon: 'award',
    text: 'Earn certificates as you complete learning paths and show your skills to clients and employers.',
  },
];

export const NOTIFY_ERROR = "Couldn't save your email. Please try again.";

/** Shown when the server's answer carries no text of its own. */
export const NOTIFY_SUCCESS = "You're on the list! We'll email you when Academy launches.";
