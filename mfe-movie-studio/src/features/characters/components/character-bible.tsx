import { Badge, Button, type BadgeVariant } from '@atelier/ui';
import type { MovieCharacterDto } from '@atelier/api-types';
import { CharacterAvatar } from '../../../lib/components/character-avatar';

export const ROLE_BADGES: Readonly<Record<MovieCharacterDto['role'], BadgeVariant>> = {
  'Good Guy': 'success',
  'Bad Guy': 'danger',
  Neutral: 'neutral',
};

export interface CharacterBibleProps {
  characters: readonly MovieCharacterDto[];
  onAdd: () => void;
  onEdit: (character: MovieCharacterDto) => void;
  onDelete: (character: MovieCharacterDto) => void;
  busy: boolean;
}

/** The Character Bible (spec 001 §2): name, role badge, bio clamped to two lines, edit and delete. */
export function CharacterBible({ characters, onAdd, onEdit, onDelete, busy }: CharacterBibleProps) {
  return (
    <section className="movie-panel" aria-labelledby="movie-bible-heading">
      <div className="movie-panel__head">
        <h2 id="movie-bible-heading">Character Bible</h2>
        <Button size="sm" onClick={onAdd} disabled={busy}>
          Add Character
        </Button>
      </div>
      {characters.length === 0 ? (
        <div className="movie-empty">
          <p className="movie-empty__title">No characters yet</p>
          <p className="movie-muted">Add at least one character to enable scene generation</p>
        </div>
      ) : (
        <ul className="movie-characters" aria-label="Characters">
          {characters.map((character) => (
            <li key={character.id} className="movie-character">
              <CharacterAvatar character={character} />
              <div className="movie-character__text">
                <p className="movie-character__name">
                  {character.name} <Badge variant={ROLE_BADGES[character.role]}>{character.role}</Badge>
                </p>
                <p className="movie-character__bio">{character.bio}</p>
              </div>
              <div className="movie-character__actions">
                <Button size="sm" variant="ghost" onClick={() => onEdit(character)} aria-label={`Edit ${character.name}`}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onDelete(character)} aria-label={`Delete ${character.name}`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
