import { useQuery } from '@tanstack/react-query';
import { apiFetch, apiRequest, readSse } from '@atelier/runtime';
import type { BuildRunDto, BuildRunLogLineDto, BuildRunRequestDto, BuildRunResponseDto, BuildRunStatusEventDto, RunnerStatusDto } from '@atelier/api-types';
import type { StudioFile } from '../../../lib/workspace/workspace-types';

/** GET /build-studio/runner: whether Node.js and Python projects can run here, and why not. */
export function useRunnerStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['build-studio', 'runner'],
    queryFn: ({ signal }) => apiFetch<RunnerStatusDto>('/build-studio/runner', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function startRun(projectType: 'nodejs' | 'python', files: readonly StudioFile[]): Promise<BuildRunDto> {
  return apiFetch<BuildRunDto>('/build-studio/runs', {
    method: 'POST',
    body: { projectType, files: files.map(({ path, content }) => ({ path, content })) },
  });
}

export function stopRun(id: string): Promise<BuildRunDto> {
  return apiFetch<BuildRunDto>(`/build-studio/runs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function sendToRun(id: string, request: BuildRunRequestDto): Promise<BuildRunResponseDto> {
  return apiFetch<BuildRunResponseDto>(`/build-studio/runs/${encodeURIComponent(id)}/request`, { method: 'POST', body: request });
}

/** Follows a run's log until it stops; `onStatus` gets the final state. */
export async function followRunLogs(
  id: string,
  handlers: { onLine(line: BuildRunLogLineDto): void; onStatus(status: BuildRunStatusEventDto): void },
  signal: AbortSignal,
): Promise<void> {
  const response = await apiRequest(`/build-studio/runs/${encodeURIComponent(id)}/logs`, { headers: { Accept: 'text/event-stream' }, signal });
  for await (const event of readSse(response, signal)) {
    if (event.event === 'log') handlers.onLine(JSON.parse(event.data) as BuildRunLogLineDto);
    if (event.event === 'status') handlers.onStatus(JSON.parse(event.data) as BuildRunStatusEventDto);
  }
}
