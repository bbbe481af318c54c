import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { BeatDto, MusicProjectDto } from '@atelier/api-types';
import type { JobSnapshot } from '@atelier/runtime';
import { Button, JobProgress } from '@atelier/ui';
import { GENRES, KEYS, TEMPO, tempoFrom } from '../../../lib/music-options';
import type { Transport } from '../../../lib/audio/transport';
import { progressView } from '../../../lib/jobs/job-progress-view';
import { BeatPreview } from './beat-preview';
import './beats-panel.css';

export interface BeatRequest {
  tempo: number;
  key: (typeof KEYS)[number];
  style: MusicProjectDto['genre'];
}

interface BeatsPanelProps {
  project: MusicProjectDto;
  job: JobSnapshot | null;
  generating: boolean;
  failed: boolean;
  transport: Transport;
  buffersReady: boolean;
  onGenerate: (request: BeatRequest) => void;
}

const KEY_OPTIONS = KEYS.map((name) => ({ value: name, label: name }));

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: ReactNode }[];
  onChange: (value: string) => void;
}

/** A labelled native select (the phone's own picker). */
function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  return (
    <div className="music-beats__field">
      <label htmlFor={id} className="at-field__label">
        {label}
      </label>
      <select id={id} className="music-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const STAGES = { Composing: 'Composing', 'Synthesizing stems': 'Synthesizing stems', 'Writing stems': 'Writing stems', Saving: 'Saving' };

/** Spec 001 §2 Beats: tempo, key, 'Generate Beat', and a preview with a waveform per stem and play/stop. */
export function BeatsPanel({ project, job, generating, failed, transport, buffersReady, onGenerate }: BeatsPanelProps) {
  const [tempo, setTempo] = useState(String(project.tempo));
  const [key, setKey] = useState<BeatRequest['key']>(project.key);
  const [style, setStyle] = useState<BeatRequest['style']>(project.beat?.genre ?? project.genre);
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = tempoFrom(tempo);
    setTempo(String(value));
    onGenerate({ tempo: value, key, style });
  };

  return (
    <div className="music-beats">
      <form className="music-beats__form" onSubmit={submit} aria-label="Beat settings">
        <div className="music-beats__field">
          <label htmlFor={`${ids}-tempo`} className="at-field__label">
            Tempo (BPM)
          </label>
          <input
            id={`${ids}-tempo`}
            className="at-field__input music-beats__tempo"
            inputMode="numeric"
            value={tempo}
            aria-describedby={`${ids}-tempo-hint`}
            onChange={(event) => setTempo(event.target.value)}
            onBlur={() => setTempo(String(tempoFrom(tempo)))}
          />
          <span id={`${ids}-tempo-hint`} className="at-field__hint">
            {TEMPO.min}–{TEMPO.max}
          </span>
        </div>
        <SelectField id={`${ids}-key`} label="Key" value={key} options={KEY_OPTIONS} onChange={(value) => setKey(value as BeatRequest['key'])} />
        <SelectField id={`${ids}-style`} label="Style" value={style} options={GENRES} onChange={(value) => setStyle(value as BeatRequest['style'])} />
        <Button type="submit" disabled={generating} aria-busy={generating || undefined}>
          {generating ? 'Generating...' : 'Generate Beat'}
        </Button>
      </form>
      {generating || (failed && job) ? <JobProgress job={progressView(job)} label="Beat" stageLabels={STAGES} /> : null}
      {project.beat ? (
        <BeatPreview beat={project.beat as BeatDto} transport={transport} ready={buffersReady} />
      ) : (
        <p className="music-lead">
          {project.lyrics.length
            ? 'Generate a beat: drums, bass, melody and chords in your tempo and key, with a guide vocal of your lyrics.'
            : 'Generate a beat: drums, bass, melody and chords in your tempo and key. Write lyrics first to hear them as a guide vocal.'}
        </p>
      )}
    </div>
  );
}
