import type { Capability } from '@atelier/api-types';
import type { PageIconName } from '../shared/page-icons';

export type StudioId = 'build' | 'movie' | 'music';

export interface Studio {
  id: StudioId;
  name: string;
  path: string;
  icon: PageIconName;
  tagline: string;
  description: string;
  features: readonly string[];
  /** Which engine of `GET /api/config/public` powers it (the AI model row). */
  engine: Capability;
  openLabel: string;
  tryLabel: string;
}

/** Spec 001 §1–§2; the claims (2.5-minute clips; MP3, WAV and stems) are the spec's. */
export const STUDIOS: readonly Studio[] = [
  {
    id: 'build',
    name: 'Build Studio',
    path: '/build-studio',
    icon: 'code',
    tagline: 'From a sentence to a working web app.',
    description: 'Describe what you want and get a static website, a Node.js Express API or a Python FastAPI API, with a file tree, a code view and a live preview.',
    features: [
      'Static websites, Node.js (Express) and Python (FastAPI) APIs',
      'Chat to refine your code, file by file',
      'Live preview in a sandboxed frame',
      'Save projects and pick up where you left off',
    ],
    engine: 'text',
    openLabel: 'Open Build Studio',
    tryLabel: 'Try Build Studio',
  },
  {
    id: 'movie',
    name: 'Movie Studio',
    path: '/movie-studio',
    icon: 'film',
    tagline: 'From a script idea to a finished film.',
    description: 'Write a prompt, get a scene breakdown, keep your cast consistent with a Character Bible, then generate every scene as video — clips of up to 2.5 minutes.',
    features: [
      'Script prompt to scene breakdown',
      'Character Bible for consistent characters',
      'Per-scene video generation, clips of up to 2.5 minutes',
      'Export the whole movie as MP4',
    ],
    engine: 'video',
    openLabel: 'Open Movie Studio',
    tryLabel: 'Try Movie Studio',
  },
  {
    id: 'music',
    name: 'Music Studio',
    path: '/music-studio',
    icon: 'music',
    tagline: 'Lyrics, beats and arrangement in one place.',
    description: 'Pick a genre and a mood, write lyrics, generate a beat at your tempo and key, arrange it on a timeline and export to MP3, WAV and stems.',
    features: [
      'Lyrics by genre and mood',
      'Beats with tempo and key control',
      'Arrangement on Vocals, Drums, Bass, Melody and Chords lanes',
      'Export to MP3, WAV and stems',
    ],
    engine: 'music',
    openLabel: 'Open Music Studio',
    tryLabel: 'Try Music Studio',
  },
];

/** The comparison table (spec 001 §2), exact; the AI model row is filled from the public config. */
export const COMPARISON_ROWS: readonly { label: string; values: Record<StudioId, string> }[] = [
  { label: 'Output format', values: { build: 'HTML/JS/CSS', movie: 'MP4', music: 'MP3/WAV' } },
  { label: 'Working view', values: { build: 'preview', movie: 'timeline', music: 'arrangement grid' } },
  { label: 'Export', values: { build: 'code zip', movie: 'video file', music: 'multi-track' } },
  { label: 'Collaboration', values: { build: 'Soon', movie: 'Soon', music: 'Soon' } },
];

export const AI_MODEL_ROW_LABEL = 'AI model';
