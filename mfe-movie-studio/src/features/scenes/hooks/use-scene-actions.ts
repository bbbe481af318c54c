import { useMutation } from '@tanstack/react-query';
import { toast } from '@atelier/runtime';
import type { JobSnapshot } from '@atelier/runtime';
import type { FollowedJob, MovieJobKind } from '../../../lib/hooks/use-movie-jobs';
import { useProjectReload } from '../../../lib/hooks/use-project-reload';
import { errorText } from '../../../lib/utils/error-text';
import type { TargetLength } from '../../../lib/utils/target-length';
import { generateScene, generateScenes } from '../api/generate-scenes';
import { generateScript } from '../api/generate-script';
import { updateScene } from '../api/update-scene';
import { sceneJobToast } from '../utils/scene-live';

/**
 * Breakdown, scene renders and scene edits. A render is a durable job: its POST answers at once with the
 * job, which the page then follows; the toast when it ends counts its scenes (sceneJobToast).
 */
export function useSceneActions(options: {
  owner: string;
  projectId: string | null;
  follow: (jobId: string, kind: MovieJobKind, sceneIds: string[]) => void;
  onScript: () => void;
}) {
  const { owner, projectId, follow } = options;
  const reloadProject = useProjectReload(owner);
  const reload = () => reloadProject(projectId);

  const script = useMutation({
    mutationFn: (input: { prompt: string; targetLength: TargetLength }) =>
      generateScript({ project_id: projectId ?? '', prompt: input.prompt, target_length: input.targetLength }),
    onSuccess: async (answer) => {
      toast.show(`Generated ${answer.scenes.length} scenes!`, 'success');
      await reload();
      options.onScript();
    },
    onError: (error) => toast.show(errorText(error, 'Failed to generate script. Please try again.'), 'error'),
  });

  const render = useMutation({
    mutationFn: (sceneIds: string[]) =>
      sceneIds.length === 1
        ? generateScene({ project_id: projectId ?? '', scene_id: sceneIds[0] })
        : generateScenes({ project_id: projectId ?? '', scene_ids: sceneIds }),
    onSuccess: async (accepted) => {
      follow(accepted.job_id, 'scenes', accepted.scene_ids ?? []);
      await reload();
    },
    onError: (error) => toast.show(errorText(error, 'Failed to generate scene.'), 'error'),
  });

  const edit = useMutation({
    mutationFn: (input: { sceneId: string; prompt: string; characterIds: string[] }) =>
      updateScene(projectId ?? '', input.sceneId, { prompt: input.prompt, character_ids: input.characterIds }),
    onSuccess: () => reload(),
    onError: () => toast.show('Failed to save the scene. Please try again.', 'error'),
  });

  /** A scene job ended: its scenes have their clips (or not), so the project is asked again. */
  const sceneJobFinished = async (job: FollowedJob, final: JobSnapshot | null) => {
    await reload();
    if (!final) return;
    // Counted from the job's items; each card says why its scene failed.
    const { text, tone } = sceneJobToast(final, job.sceneIds.length);
    toast.show(text, tone);
  };

  return { script, render, edit, sceneJobFinished };
}
