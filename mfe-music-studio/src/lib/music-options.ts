import type { SegmentOption } from '@atelier/ui';

/** Spec 001 §9, exactly: the studio's lists and their order. */
export const PROJECT_TYPES: SegmentOption<'single' | 'album'>[] = [
  { value: 'single', label: 'Single' },
  { value: 'album', label: 'Album' },
];

export const GENRES: SegmentOption<'pop' | 'rock' | 'hip-hop' | 'electronic' | 'jazz' | 'country'>[] = [
  { value: 'pop', label: 'Pop' },
  { value: 'rock', label: 'Rock' },
  { value: 'hip-hop', label: 'Hip-hop' },
  { value: 'electronic', label: 'Electronic' },
  { value: 'jazz', label: 'Jazz' },
  { value: 'country', label: 'Country' },
];

export const MOODS: SegmentOption<'upbeat' | 'melancholic' | 'energetic' | 'chill' | 'romantic' | 'dark'>[] = [
  { value: 'upbeat', label: 'Upbeat' },
  { value: 'melancholic', label: 'Melancholic' },
  { value: 'energetic', label: 'Energetic' },
  { value: 'chill', label: 'Chill' },
  { value: 'romantic', label: 'Romantic' },
  { value: 'dark', label: 'Dark' },
];

export const LENGTHS: SegmentOption<string>[] = [2, 3, 4, 5, 8].map((minutes) => ({ value: String(minutes), label: `${minutes} min` }));

export const KEYS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;

export const TEMPO = { min: 60, max: 180, fallback: 120 } as const;

/** Spec 001 §5: tempo is a number 60 to 180, falling back to 120 when not a number. */
export function tempoFrom(input: string): number {
  const value = Number(input.trim());
  if (input.trim() === '' || !Number.isFinite(value)) return TEMPO.fallback;
  return Math.min(TEMPO.max, Math.max(TEMPO.min, Math.round(value)));
}

const LABELS = new Map<string, string>([...GENRES, ...MOODS, ...PROJECT_TYPES].map((option) => [option.value, String(option.label)]));

/** 'Pop', 'Melancholic'…: how a stored value is shown. */
export function optionLabel(value: string): string {
  return LABELS.get(value) ?? value;
}
