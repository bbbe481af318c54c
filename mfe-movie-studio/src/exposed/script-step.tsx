import type { MovieCharacterDto, TargetScenePlanDto } from '@atelier/api-types';
import { CharacterBible, type CharacterBibleProps } from '../features/characters/components/character-bible';
import { MovieDetails } from '../features/projects/components/movie-details';
import type { useMetaForm } from '../features/projects/hooks/use-meta-form';
import { ScriptPrompt } from '../features/scenes/components/script-prompt';
import type { useSceneActions } from '../features/scenes/hooks/use-scene-actions';

export interface ScriptStepProps {
  meta: ReturnType<typeof useMetaForm>;
  plans: readonly TargetScenePlanDto[] | undefined;
  characters: readonly MovieCharacterDto[];
  bible: Omit<CharacterBibleProps, 'characters'>;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** Whether the movie exists on the server (a breakdown needs its id). */
  saved: boolean;
  script: ReturnType<typeof useSceneActions>['script'];
}

/** Step 1: the movie's details, its Character Bible and the prompt its scene breakdown is made from. */
export function ScriptStep({ meta, plans, characters, bible, prompt, onPromptChange, saved, script }: ScriptStepProps) {
  return (
    <div className="movie-script">
      <MovieDetails values={meta.values} plans={plans} onChange={meta.setValues} onCommit={meta.save} />
      <CharacterBible characters={characters} {...bible} />
      <ScriptPrompt
        prompt={prompt}
        onPromptChange={onPromptChange}
        hasTitle={meta.values.title.trim().length > 0 && saved}
        hasCharacter={characters.length > 0}
        generating={script.isPending}
        onGenerate={() => script.mutate({ prompt: prompt.trim(), targetLength: meta.values.targetLength })}
      />
    </div>
  );
}
