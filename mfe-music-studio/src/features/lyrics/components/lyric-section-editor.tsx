import { useId } from 'react';
import type { LyricSectionDto } from '@atelier/api-types';
import { Button } from '@atelier/ui';
import { SECTION_TYPES, sectionTypeLabel } from '../lyrics-edit';

interface LyricSectionEditorProps {
  section: LyricSectionDto;
  /** 'Verse 2', 'Chorus 1'… in song order. */
  name: string;
  first: boolean;
  last: boolean;
  onChange: (section: LyricSectionDto) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function LyricSectionEditor({ section, name, first, last, onChange, onMove, onRemove }: LyricSectionEditorProps) {
  const id = useId();
  return (
    <li className="music-lyric">
      <div className="music-lyric__head">
        <label htmlFor={`${id}-type`} className="music-lyric__name">
          {name}
        </label>
        <select
          id={`${id}-type`}
          className="music-select"
          aria-label={`${name}: section type`}
          value={section.type}
          onChange={(event) => onChange({ ...section, type: event.target.value as LyricSectionDto['type'] })}
        >
          {SECTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {sectionTypeLabel(type)}
            </option>
          ))}
        </select>
        <span className="music-lyric__actions">
          <Button size="sm" variant="ghost" disabled={first} onClick={() => onMove(-1)} aria-label={`Move ${name} up`}>
            ↑
          </Button>
          <Button size="sm" variant="ghost" disabled={last} onClick={() => onMove(1)} aria-label={`Move ${name} down`}>
            ↓
          </Button>
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${name}`}>
            ✕
          </Button>
        </span>
      </div>
      <textarea
        className="music-textarea"
        aria-label={`${name} lyrics`}
        value={section.content}
        maxLength={1000}
        rows={Math.max(2, section.content.split('\n').length)}
        onChange={(event) => onChange({ ...section, content: event.target.value })}
      />
    </li>
  );
}
