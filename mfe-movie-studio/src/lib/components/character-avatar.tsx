import type { MovieCharacterDto } from '@atelier/api-types';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return picked.map((word) => [...word][0] ?? '').join('').toLocaleUpperCase();
}

/** A character's picture, or its initials: in the Character Bible and on every scene it is in. */
export function CharacterAvatar({ character, size = 'md' }: { character: Pick<MovieCharacterDto, 'name' | 'avatar_url'>; size?: 'sm' | 'md' }) {
  return character.avatar_url ? (
    <img className={`movie-avatar movie-avatar--${size}`} src={character.avatar_url} alt="" />
  ) : (
    <span className={`movie-avatar movie-avatar--${size} movie-avatar--initials`} aria-hidden="true">
      {initialsOf(character.name)}
    </span>
  );
}
