import type { ExportDto, MusicProjectDto } from '@atelier/api-types';
import type { JobSnapshot } from '@atelier/runtime';

/** A project as GET /api/music/projects/:id answers it, before any beat. */
export function projectOf(patch: Partial<MusicProjectDto> = {}): MusicProjectDto {
  return {
    id: 'song1',
    title: 'Night Drive',
    type: 'single',
    genre: 'pop',
    mood: 'upbeat',
    length: 3,
    tempo: 120,
    key: 'C',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    lyrics_prompt: null,
    lyrics: [],
    beat: null,
    arrangement: null,
    beat_job_id: null,
    exports: {},
    ...patch,
  };
}

export const EXPORTED: ExportDto = {
  export_url: '/api/media/m-export?download=Late%20Night%20Drive%20%E2%80%93%20stems.zip',
  file_name: 'Late Night Drive – stems.zip',
  format: 'zip',
  size: 2048,
  duration_seconds: 93.5,
  created_at: '2026-01-01T00:01:00.000Z',
};

/** A finished job as its event stream's last event carries it. */
export function completedJob(kind: string, result: object | null): JobSnapshot {
  return {
    id: 'job1',
    kind,
    status: 'completed',
    progress: 100,
    stage: null,
    attempt: 1,
    project_id: 'p1',
    result: result as JobSnapshot['result'],
    items: [],
    error: null,
    version: 5,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:01:00.000Z',
    finished_at: '2026-01-01T00:01:00.000Z',
  };
}
