import { type JobSnapshot, apiFetch, watchJob } from '@atelier/runtime';
import type { MusicJobAcceptedDto } from '@atelier/api-types';

/** A render job that ended without a result; `job.error.message` says why. */
export class RenderJobFailed extends Error {
  constructor(readonly job: JobSnapshot) {
    super(job.error?.message ?? 'The render failed.');
    this.name = 'RenderJobFailed';
  }
}

/**
 * Starts a durable render (POST with `Prefer: respond-async`), then follows its job over the event stream,
 * reporting each state; resolves with the completed job.
 */
export async function runRenderJob(path: string, body: object, onUpdate: (job: JobSnapshot) => void, signal?: AbortSignal): Promise<JobSnapshot> {
  const accepted = await apiFetch<MusicJobAcceptedDto>(path, { method: 'POST', body, headers: { Prefer: 'respond-async' }, signal });
  const final = await watchJob(accepted.job_id, { onUpdate, signal });
  if (final.status !== 'completed') throw new RenderJobFailed(final);
  return final;
}
