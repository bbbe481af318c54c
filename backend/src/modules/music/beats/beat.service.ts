import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { engineHeader } from '../../../engines/engine-descriptor';
import { hashText } from '../../../engines/shared/seeded-random';
import type { Caller } from '../../../identity/http/caller.decorator';
import type { JobRecord } from '../../../jobs/job-record';
import type { BeatRequestDto } from '../dto/music-requests.dto';
import type { BeatDto, MusicJobAcceptedDto } from '../dto/music-responses.dto';
import { MusicJobs } from '../jobs/music-jobs.service';
import { MusicAccess } from '../music-access.service';
import { BEAT_JOB } from '../music.constants';
import { MusicUsage } from '../music-usage.service';
import type { BeatRecord, ProjectOwner } from '../projects/music-project';
import { lyricLines, lyricsHash, mapBeat } from '../projects/music-project.mapper';
import { MusicProjectsRepository } from '../projects/music-projects.repository';
import { MusicProjectsService } from '../projects/music-projects.service';
import type { BeatJobInput } from './beat-job';

/**
 * POST /api/music/beat: a beat rendered as a durable job for the project's owner (Pro and up), its lyrics
 * sung as a guide vocal. The newest job's beat becomes the project's, with a fresh arrangement.
 */
@Injectable()
export class BeatService {
  constructor(
    private readonly projects: MusicProjectsService,
    private readonly rows: MusicProjectsRepository,
    private readonly access: MusicAccess,
    private readonly usage: MusicUsage,
    private readonly jobs: MusicJobs,
  ) {}

  async start(caller: Caller, owner: ProjectOwner, body: BeatRequestDto): Promise<JobRecord<BeatJobInput, BeatRecord>> {
    const project = await this.projects.find(owner, body.project_id);
    const user = this.access.requireStudio(caller);
    const genre = body.style ?? project.genre;
    const lyrics = lyricLines(project.lyrics);
    const { job, created } = await this.jobs.submit({
      kind: BEAT_JOB,
      owner: { userId: user.id, sessionId: null },
      requestId: body.request_id,
      projectId: project.id,
      input: (requestKey): BeatJobInput => ({
        project_id: project.id,
        public_id: project.publicId,
        tempo: body.tempo,
        key: body.key,
        genre,
        mood: project.mood,
        length_minutes: project.lengthMinutes,
        lyrics,
        lyrics_hash: lyricsHash(lyrics),
        // A new variation per request; the same job's retries play the same song.
        seed: hashText(`${project.id}:${requestKey}`),
      }),
      sameRequest: (existing) => {
        const { input } = existing;
        return input.project_id === project.id && input.tempo === body.tempo && input.key === body.key && input.genre === genre;
      },
      reserve: () => this.usage.reserveRender(user.id, 'beat'),
    });
    if (created) await this.rows.startBeat(project.id, job.id, body.tempo, body.key);
    return job;
  }

  /** 202 with the job, or the beat once rendered (X-Engine names the engine). */
  answer(job: JobRecord<BeatJobInput, BeatRecord>, owner: ProjectOwner, publicId: string, prefer: string | undefined, response: Response): Promise<BeatDto | MusicJobAcceptedDto> {
    return this.jobs.answer(job, BEAT_JOB, publicId, prefer, response, async (beat) => {
      const project = await this.rows.findOwned(owner, publicId);
      const answer = mapBeat(beat, project?.lyrics ?? []);
      response.setHeader('X-Engine', engineHeader(answer.engine));
      return answer;
    });
  }
}
