import { useState } from 'react';
import type { MusicProjectDto } from '@atelier/api-types';
import { randomId, toast } from '@atelier/runtime';
import type { HandleRefusal } from '../../../lib/access-refusal';
import { RenderJobFailed } from '../../../lib/jobs/run-render-job';
import { useRenderJob } from '../../../lib/jobs/use-render-job';
import type { BeatRequest } from '../components/beats-panel';

export interface BeatRenderSteps {
  /** Saves the open edits first (the beat sings the saved lyrics); false stops the render. */
  saveEdits(): Promise<boolean>;
  /** The project as the server has it once the beat is in. */
  refresh(id: string): Promise<MusicProjectDto>;
  handleRefusal: HandleRefusal;
}

/** Generate Beat as a durable job (spec 001 §7): its progress, and whether the render itself failed. */
export function useBeatRender({ saveEdits, refresh, handleRefusal }: BeatRenderSteps) {
  const render = useRenderJob();
  const [failed, setFailed] = useState(false);

  const run = async (request: BeatRequest, target: MusicProjectDto): Promise<void> => {
    setFailed(false);
    if (!(await saveEdits())) return;
    try {
      await render.run('/music/beat', { project_id: target.id, tempo: request.tempo, key: request.key, style: request.style, request_id: randomId(16) });
      const fresh = await refresh(target.id);
      toast.success(`Beat generated! (${fresh.beat?.source ?? 'offline engine'})`);
      if (fresh.beat?.arrangement_note) toast.info(fresh.beat.arrangement_note.message);
    } catch (error) {
      if (handleRefusal(error, () => void run(request, target))) return;
      setFailed(error instanceof RenderJobFailed);
      toast.error('Failed to generate beat.');
    }
  };

  return { job: render.job, running: render.running, failed, run };
}
