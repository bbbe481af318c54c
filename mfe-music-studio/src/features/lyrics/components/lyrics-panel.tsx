import { type FormEvent, useId, useState } from 'react';
import type { LyricSectionDto } from '@atelier/api-types';
import { Button } from '@atelier/ui';
import { LyricSectionEditor } from './lyric-section-editor';
import { addSection, moveSection, removeSection, sectionNames } from '../lyrics-edit';
import './lyrics-panel.css';

const PROMPT_MAX = 2000;

interface LyricsPanelProps {
  prompt: string | null;
  sections: LyricSectionDto[];
  generating: boolean;
  saving: boolean;
  dirty: boolean;
  onGenerate: (prompt: string) => void;
  onChange: (sections: LyricSectionDto[]) => void;
  onSave: () => void;
}

/** The sections' heading with Add section and Save Lyrics. */
function SectionsHead({ saving, dirty, onAdd, onSave }: { saving: boolean; dirty: boolean; onAdd: () => void; onSave: () => void }) {
  return (
    <div className="music-lyrics__head">
      <h3>Sections</h3>
      <Button size="sm" variant="secondary" onClick={onAdd}>
        Add section
      </Button>
      <Button size="sm" onClick={onSave} disabled={!dirty || saving} loading={saving}>
        Save Lyrics
      </Button>
    </div>
  );
}

/** Spec 001 §2 Lyrics: a prompt (required) and the generated sections, each editable. */
export function LyricsPanel({ prompt: savedPrompt, sections, generating, saving, dirty, onGenerate, onChange, onSave }: LyricsPanelProps) {
  const [prompt, setPrompt] = useState(savedPrompt ?? '');
  const promptId = useId();
  const blank = !prompt.trim();
  const names = sectionNames(sections);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !generating) onGenerate(prompt.trim());
  };

  return (
    <div className="music-lyrics">
      <form className="music-lyrics__prompt" onSubmit={submit}>
        <label htmlFor={promptId} className="at-field__label">
          What is your song about?
        </label>
        <textarea
          id={promptId}
          className="music-textarea"
          value={prompt}
          maxLength={PROMPT_MAX}
          rows={3}
          required
          placeholder="A summer road trip with my best friend"
          onChange={(event) => setPrompt(event.target.value)}
        />
        <Button type="submit" disabled={blank || generating} aria-busy={generating || undefined}>
          {generating ? 'Generating...' : 'Generate Lyrics'}
        </Button>
      </form>
      {sections.length ? (
        <section className="music-lyrics__sections" aria-label="Lyric sections">
          <SectionsHead saving={saving} dirty={dirty} onAdd={() => onChange(addSection(sections))} onSave={onSave} />
          <ol className="music-lyrics__list">
            {sections.map((section, index) => (
              <LyricSectionEditor
                key={section.id}
                section={section}
                name={names[index]}
                first={index === 0}
                last={index === sections.length - 1}
                onChange={(next) => onChange(sections.map((candidate) => (candidate.id === next.id ? next : candidate)))}
                onMove={(by) => onChange(moveSection(sections, section.id, by))}
                onRemove={() => onChange(removeSection(sections, section.id))}
              />
            ))}
          </ol>
        </section>
      ) : (
        <p className="music-lead">Describe the song and generate its lyrics: verses, choruses and a bridge you can edit.</p>
      )}
    </div>
  );
}
