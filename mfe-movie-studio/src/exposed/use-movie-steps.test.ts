import { act, renderHook } from '@testing-library/react';
import type { MovieProjectDto, SceneDto } from '@atelier/api-types';
import { useMovieSteps } from './use-movie-steps';

const movie = (scenes: number, scriptPrompt = 'A courier in a flooded city.') =>
  ({ script_prompt: scriptPrompt, scenes: Array.from({ length: scenes }, (_, index) => ({ id: `s${index}` }) as SceneDto) }) as MovieProjectDto;

function steps() {
  return renderHook(({ generation, project }: { generation: number; project: MovieProjectDto | undefined }) => useMovieSteps(generation, project), {
    initialProps: { generation: 0, project: undefined as MovieProjectDto | undefined },
  });
}

describe(useMovieSteps.name, () => {
  it('opens a movie with a breakdown at its scenes, with the prompt it was made from', () => {
    const hook = steps();
    expect(hook.result.current).toMatchObject({ step: 'script', prompt: '' });
    hook.rerender({ generation: 0, project: movie(3) });
    expect(hook.result.current).toMatchObject({ step: 'scenes', prompt: 'A courier in a flooded city.' });
  });

  it('keeps a movie without scenes at its script', () => {
    const hook = steps();
    hook.rerender({ generation: 0, project: movie(0) });
    expect(hook.result.current).toMatchObject({ step: 'script', prompt: 'A courier in a flooded city.' });
  });

  it('goes to the scenes once per movie: the movie asked again leaves the chosen step alone', () => {
    const hook = steps();
    hook.rerender({ generation: 0, project: movie(3) });
    act(() => hook.result.current.setStep('script'));
    hook.rerender({ generation: 0, project: movie(4) });
    expect(hook.result.current.step).toBe('script');
  });

  it('keeps what was typed when the movie arrives', () => {
    const hook = steps();
    act(() => hook.result.current.setPrompt('My own idea'));
    hook.rerender({ generation: 0, project: movie(3) });
    expect(hook.result.current.prompt).toBe('My own idea');
  });

  it('starts another movie at an empty Script step, and shows its scenes once they arrive', () => {
    const hook = steps();
    hook.rerender({ generation: 0, project: movie(3) });
    hook.rerender({ generation: 1, project: undefined });
    expect(hook.result.current).toMatchObject({ step: 'script', prompt: '' });
    hook.rerender({ generation: 1, project: movie(2, 'A heist on the moon.') });
    expect(hook.result.current).toMatchObject({ step: 'scenes', prompt: 'A heist on the moon.' });
  });
});
