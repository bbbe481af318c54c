import { useEffect } from 'react';
import type { MovieProjectDto, SceneDto } from '@atelier/api-types';
import { useExport } from '../features/export/hooks/use-export';
import { exportProgress } from '../features/export/utils/export-progress';
import { useSceneActions } from '../features/scenes/hooks/use-scene-actions';
import { sceneLive } from '../features/scenes/utils/scene-live';
import { useMovieJobs } from '../lib/hooks/use-movie-jobs';
import type { MovieOwner } from '../lib/hooks/use-movie-owner';

export interface StudioJobsOptions {
  owner: MovieOwner;
  /** The open movie's server id; null while it is not saved. */
  projectId: string | null;
  /** Changes when another movie is opened (useCurrentProject). */
  generation: number;
  project: MovieProjectDto | undefined;
  /** A breakdown came back: the page goes to its scenes. */
  onScript: () => void;
}

/**
 * The open movie's durable work: scene renders and the export, each followed on its job's event stream
 * and handed back to its feature when it ends. Jobs a reopened movie has running are followed again;
 * another movie opened, this page stops following the last one's (they carry on server-side).
 */
export function useStudioJobs({ owner, projectId, generation, project, onScript }: StudioJobsOptions) {
  const jobs = useMovieJobs(owner.jobSessionId, (job, final) => {
    if (job.kind === 'export') void exporter.exportJobFinished(final);
    else void scenes.sceneJobFinished(job, final);
  });
  const scenes = useSceneActions({ owner: owner.key, projectId, follow: jobs.follow, onScript });
  const exporter = useExport(owner.key, projectId, jobs.follow);

  const { stopAll, follow } = jobs;
  useEffect(() => {
    stopAll();
  }, [generation, stopAll]);
  useEffect(() => {
    if (!project) return;
    for (const scene of project.scenes) if (scene.job && scene.status === 'rendering') follow(scene.job.id, 'scenes');
    if (project.export.job && project.export.job.status !== 'failed') follow(project.export.job.id, 'export');
  }, [project, follow]);

  const followed = Object.values(jobs.jobs);
  const sceneJobs = followed.filter((job) => job.kind === 'scenes');
  return {
    scenes,
    exporter,
    liveOf: (scene: SceneDto) => sceneLive(scene, sceneJobs),
    /** The scenes whose render is being asked for (their POST not answered yet). */
    starting: new Set(scenes.render.isPending ? (scenes.render.variables ?? []) : []),
    exporting: exportProgress(exporter.start.isPending, followed.find((job) => job.kind === 'export')),
  };
}
