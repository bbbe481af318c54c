import { useId } from 'react';
import { Button } from '@atelier/ui';
import { TextAreaField } from '../../../lib/components/text-area-field';

export const SCRIPT_PROMPT_MAX = 2000;

export interface ScriptPromptProps {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  hasTitle: boolean;
  hasCharacter: boolean;
  generating: boolean;
  onGenerate: () => void;
}

/** "What's your movie about?" and Generate Scene Breakdown, disabled until there is a prompt, a title and a character. */
export function ScriptPrompt({ prompt, onPromptChange, hasTitle, hasCharacter, generating, onGenerate }: ScriptPromptProps) {
  const id = useId();
  const warning = !hasTitle ? 'Please enter a movie title first!' : !hasCharacter ? 'Please add at least one character before generating scenes!' : null;
  const ready = prompt.trim().length > 0 && hasTitle && hasCharacter && !generating;
  return (
    <section className="movie-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="movie-visually-hidden">
        Script
      </h2>
      <TextAreaField
        id={id}
        label="What's your movie about?"
        className="movie-textarea--prompt"
        rows={5}
        maxLength={SCRIPT_PROMPT_MAX}
        value={prompt}
        placeholder="A courier in a flooded city has one night to deliver a letter that could end a war…"
        onChange={(event) => onPromptChange(event.target.value)}
      />
      {warning ? (
        <p className="movie-warning" role="status">
          {warning}
        </p>
      ) : null}
      <div className="movie-panel__actions">
        <Button onClick={onGenerate} disabled={!ready} loading={generating}>
          {generating ? 'Generating...' : 'Generate Scene Breakdown'}
        </Button>
      </div>
    </section>
  );
}
