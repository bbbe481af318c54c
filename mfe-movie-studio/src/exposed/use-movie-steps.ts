import { useEffect, useState } from 'react';
import type { MovieProjectDto } from '@atelier/api-types';
import type { Step } from './studio-toolbar';

/**
 * The step shown and the prompt typed, per open movie: another movie (or a new one) starts at an empty
 * Script step; a movie opened with a breakdown shows its scenes, once, and the prompt it was made from
 * is put back for another go unless something is typed already.
 */
export function useMovieSteps(generation: number, project: MovieProjectDto | undefined) {
  const [step, setStep] = useState<Step>('script');
  const [prompt, setPrompt] = useState('');
  const [shownFor, setShownFor] = useState<number | null>(null);

  useEffect(() => {
    setPrompt('');
    setStep('script');
  }, [generation]);
  useEffect(() => {
    if (!project || shownFor === generation) return;
    setShownFor(generation);
    setPrompt((typed) => typed || project.script_prompt);
    if (project.scenes.length > 0) setStep('scenes');
  }, [project, shownFor, generation]);

  return { step, setStep, prompt, setPrompt };
}
