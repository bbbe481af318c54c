import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { STEM_NAMES } from '../../../engines/music-engine';
import type { Caller } from '../../../identity/http/caller.decorator';
import type { JobRecord } from '../../../jobs/job-record';
import { defaultArrangement } from '../arrangement/arrangement';
import type { ExportRequestDto } from '../dto/music-requests.dto';
import type { ExportDto, MusicJobAcceptedDto } from '../dto/music-responses.dto';
import { MusicJobs } from '../jobs/music-jobs.service';
import { MusicAccess } from '../music-access.service';
import { EXPORT_JOB } from '../music.constants';
import { MusicException } from '../music.errors';
import { MusicUsage } from '../music-usage.service';
import type { MusicProject, ProjectOwner } from '../projects/music-project';
import { lyricLines, lyricsHash } from '../projects/music-project.mapper';
import { MusicProjectsService } from '../projects/music-projects.service';
import type { ExportJobInput } from './export-job';

/**
 * POST /api/music/export: the saved arrangement rendered as a durable job (Pro and up): `zip` gives WAV
 * stems of every lane and the final mix as WAV and MP3, `mp3` / `wav` the final mix alone, `mid` the beat's
 * parts as MIDI.
 */
@Injectable()
export class ExportService {
  constructor(
    private readonly projects: MusicProjectsService,
    private readonly access: MusicAccess,
    private readonly usage: MusicUsage,
    private readonly jobs: MusicJobs,
  ) {}

  async start(caller: Caller, owner: ProjectOwner, body: ExportRequestDto): Promise<JobRecord<ExportJobInput, ExportDto>> {
    const project = await this.projects.find(owner, body.project_id);
    const user = this.access.requireStudio(caller);
    if (!project.beat) throw MusicException.noBeat();
    if (body.format === 'mid' && !project.beat.composition) throw MusicException.noNotes();
    const input = exportInput(project, body.format);
    const { job } = await this.jobs.submit({
      kind: EXPORT_JOB,
      owner: { userId: user.id, sessionId: null },
      requestId: body.request_id,
      projectId: project.id,
      input: () => input,
      sameRequest: (existing) => {
        const known = existing.input;
        return known.project_id === project.id && known.format === body.format;
      },
      reserve: () => this.usage.reserveRender(user.id, 'export'),
    });
    return job;
  }

  /** 202 with the job, or the export once rendered: the job's result is the answer. */
  answer(job: JobRecord<ExportJobInput, ExportDto>, publicId: string, prefer: string | undefined, response: Response): Promise<ExportDto | MusicJobAcceptedDto> {
    return this.jobs.answer(job, EXPORT_JOB, publicId, prefer, response, (result) => result);
  }
}

/** A snapshot of what to render: what was saved at the moment the export was asked for. */
export function exportInput(project: MusicProject, format: ExportJobInput['format']): ExportJobInput {
  const beat = project.beat;
  if (!beat) throw MusicException.noBeat();
  const lyrics = lyricLines(project.lyrics);
  const vocalsChanged = beat.vocals !== null && beat.vocals.lyrics_hash !== lyricsHash(lyrics);
  const sources: ExportJobInput['sources'] = Object.fromEntries(STEM_NAMES.map((name) => [name, beat.stems[name].media_id]));
  if (beat.vocals) sources.vocals = beat.vocals.media_id;
  return {
    project_id: project.id,
    public_id: project.publicId,
    format,
    title: project.title,
    genre: beat.genre,
    mood: beat.mood,
    key: beat.key,
    scale: beat.scale,
    tempo: beat.tempo,
    source: beat.source,
    arrangement: project.arrangement ?? defaultArrangement(beat.sections, beat.vocals !== null),
    sources,
    composition: beat.composition ?? null,
    resing: vocalsChanged ? { composition: beat.composition, lyrics } : null,
  };
}
