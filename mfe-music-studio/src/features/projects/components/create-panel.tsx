import { type FormEvent, type ReactNode, useState } from 'react';
import { randomId } from '@atelier/runtime';
import type { CreateMusicProjectDto, MusicProjectDto } from '@atelier/api-types';
import { Button, SegmentedControl } from '@atelier/ui';
import { GENRES, LENGTHS, MOODS, PROJECT_TYPES } from '../../../lib/music-options';
import './create-panel.css';

type Genre = NonNullable<CreateMusicProjectDto['genre']>;
type Mood = NonNullable<CreateMusicProjectDto['mood']>;
type ProjectType = NonNullable<CreateMusicProjectDto['type']>;

interface CreatePanelProps {
  creating: boolean;
  current: MusicProjectDto | null;
  onCreate: (project: CreateMusicProjectDto) => void;
}

/** Spec 001 §2 Create: project type, genre, mood and length (defaults single, pop, upbeat, 3 minutes). */
export function CreatePanel({ creating, current, onCreate }: CreatePanelProps) {
  const [type, setType] = useState<ProjectType>('single');
  const [genre, setGenre] = useState<Genre>('pop');
  const [mood, setMood] = useState<Mood>('upbeat');
  const [length, setLength] = useState<string>('3');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ id: randomId(9), type, genre, mood, length: Number(length) as CreateMusicProjectDto['length'] });
  };

  return (
    <form className="music-create" onSubmit={submit} aria-label="New music project">
      <p className="music-lead">
        {current
          ? 'Start another song, or keep working on the open one in Lyrics, Beats and Arrange.'
          : 'Choose what you are making; lyrics, a beat and the arrangement come next.'}
      </p>
      <ChoiceRow label="Project type">
        <SegmentedControl label="Project type" options={PROJECT_TYPES} value={type} onChange={setType} size="sm" />
      </ChoiceRow>
      <ChoiceRow label="Genre">
        <SegmentedControl label="Genre" options={GENRES} value={genre} onChange={setGenre} size="sm" />
      </ChoiceRow>
      <ChoiceRow label="Mood">
        <SegmentedControl label="Mood" options={MOODS} value={mood} onChange={setMood} size="sm" />
      </ChoiceRow>
      <ChoiceRow label="Length">
        <SegmentedControl label="Length" options={LENGTHS} value={length} onChange={setLength} size="sm" />
      </ChoiceRow>
      <Button type="submit" size="lg" loading={creating}>
        Create Project
      </Button>
    </form>
  );
}

/** A visible caption above a choice; the control itself carries the same name for assistive tech. */
function ChoiceRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="music-choice">
      <span className="music-choice__label" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
