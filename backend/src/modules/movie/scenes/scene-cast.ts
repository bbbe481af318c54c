import { createHash } from 'node:crypto';
import type { CharacterRole } from '../movie.constants';

/** A character as a scene uses it: what binds it by name, describes it, and shows it. */
export interface CastMember {
  id: string;
  name: string;
  role: CharacterRole;
  bio: string;
  avatarAssetId: string | null;
}

/** The scene's bible text: each character in it, as the Character Bible describes them. */
export function bibleOf(cast: readonly CastMember[]): string {
  return cast.map((member) => `${member.name} (${member.role}): ${member.bio}`).join('\n');
}

/**
 * What an engine is asked for: the scene, then every character in it bound by name to its bible entry
 * (and, where the engine takes one, to its picture), so a character looks and acts the same in every shot.
 */
export function castPrompt(prompt: string, cast: readonly CastMember[]): string {
  if (!cast.length) return prompt;
  const lines = cast.map((member) => `- ${member.name} (${member.role}): ${member.bio}`);
  return `${prompt}\n\nCast — keep each character's face, build, clothing and voice exactly the same in every shot:\n${lines.join('\n')}`;
}

/**
 * A fingerprint of everything a scene's render is made from: its text, length and the cast as bound at
 * that moment (names, roles, bios, avatars). A scene is out of date when its fingerprint moved since its
 * render — only that scene: a change elsewhere in the movie (the title, another scene, a character not
 * in it) leaves it alone.
 */
export function renderHash(scene: { prompt: string; durationSeconds: number }, cast: readonly CastMember[]): string {
  const material = {
    prompt: scene.prompt,
    seconds: scene.durationSeconds,
    cast: cast.map((member) => [member.id, member.name, member.role, member.bio, member.avatarAssetId]),
  };
  return createHash('sha256').update(JSON.stringify(material)).digest('hex');
}

const normalized = (name: string) => name.trim().toLocaleLowerCase();

/** Names (as a text engine wrote them) → character ids, case-insensitively, unknown names dropped, no repeats. */
export function bindNames(names: readonly string[], characters: ReadonlyArray<Pick<CastMember, 'id' | 'name'>>): string[] {
  const byName = new Map(characters.map((character) => [normalized(character.name), character.id]));
  const ids: string[] = [];
  for (const name of names) {
    const id = byName.get(normalized(name));
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Characters whose names the text mentions as whole words (an @ before a name counts too), in cast order. */
export function mentionedIn(text: string, characters: ReadonlyArray<Pick<CastMember, 'id' | 'name'>>): string[] {
  return characters
    .filter((character) => new RegExp(`(^|[^\\p{L}\\p{N}])@?${escapeRegExp(character.name.trim())}(?![\\p{L}\\p{N}])`, 'iu').test(text))
    .map((character) => character.id);
}
