import type { LyricSectionDto } from '@atelier/api-types';
import { randomId } from '@atelier/runtime';

export const SECTION_TYPES: readonly LyricSectionDto['type'][] = ['intro', 'verse', 'pre-chorus', 'chorus', 'bridge', 'hook', 'outro'];

const LABELS: Readonly<Record<LyricSectionDto['type'], string>> = {
  intro: 'Intro',
  verse: 'Verse',
  'pre-chorus': 'Pre-Chorus',
  chorus: 'Chorus',
  bridge: 'Bridge',
  hook: 'Hook',
  outro: 'Outro',
};

export const sectionTypeLabel = (type: LyricSectionDto['type']) => LABELS[type];

/** 'Verse 1', 'Chorus 1', 'Verse 2'… counted per type in song order. */
export function sectionNames(sections: readonly LyricSectionDto[]): string[] {
  const counts = new Map<string, number>();
  return sections.map((section) => {
    const count = (counts.get(section.type) ?? 0) + 1;
    counts.set(section.type, count);
    return `${LABELS[section.type]} ${count}`;
  });
}

/** Sections numbered by their place in the list (the `order` the server keeps). */
function renumbered(sections: readonly LyricSectionDto[]): LyricSectionDto[] {
  return sections.map((section, order) => (section.order === order ? section : { ...section, order }));
}

export function moveSection(sections: readonly LyricSectionDto[], id: string, by: -1 | 1): LyricSectionDto[] {
  const from = sections.findIndex((section) => section.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= sections.length) return [...sections];
  const next = [...sections];
  [next[from], next[to]] = [next[to], next[from]];
  return renumbered(next);
}

export function removeSection(sections: readonly LyricSectionDto[], id: string): LyricSectionDto[] {
  return renumbered(sections.filter((section) => section.id !== id));
}

/** A new empty verse at the end (the server allows up to 24 sections). */
export function addSection(sections: readonly LyricSectionDto[]): LyricSectionDto[] {
  if (sections.length >= 24) return [...sections];
  return renumbered([...sections, { id: randomId(8), type: 'verse', order: sections.length, content: '' }]);
}
