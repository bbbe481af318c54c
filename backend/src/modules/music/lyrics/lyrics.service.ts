import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { musicSourceLabel } from '../../../engines/music-engine';
import { MUSIC_ENGINES, type MusicEngines } from '../../../engines/music-engine.module';
import type { Caller } from '../../../identity/http/caller.decorator';
import { mapEngine } from '../../../engines/engine.dto';
import type { LyricsRequestDto } from '../dto/music-requests.dto';
import type { LyricsResponseDto } from '../dto/music-responses.dto';
import { EngineFailureException } from '../../../engines/engine-error-responses';
import { MusicException } from '../music.errors';
import { MUSIC_LIMITS } from '../music.constants';
import { MusicUsage } from '../music-usage.service';
import type { LyricSection, ProjectOwner } from '../projects/music-project';
import { MusicProjectsRepository } from '../projects/music-projects.repository';

/** A generous bound on one lyrics call; an OpenAI-compatible server has its own shorter timeouts. */
const LYRICS_TIMEOUT_MS = 90_000;

const sectionId = () => randomBytes(6).toString('base64url');

/**
 * POST /api/music/lyrics: the project's lyrics written from a prompt (in its genre and mood unless the call
 * names others) and kept on the project, replacing what was there; open to visitors (fair use applies).
 */
@Injectable()
export class LyricsService {
  constructor(
    private readonly projects: MusicProjectsRepository,
    private readonly usage: MusicUsage,
    @Inject(MUSIC_ENGINES) private readonly engines: MusicEngines,
  ) {}

  async write(caller: Caller, owner: ProjectOwner, body: LyricsRequestDto): Promise<LyricsResponseDto> {
    const project = await this.projects.findOwned(owner, body.project_id);
    if (!project) throw MusicException.projectNotFound();
    const reservation = await this.usage.reserveLyrics(caller, owner);
    const engine = this.engines.music;
    let written;
    try {
      written = await engine.writeLyrics(
        { prompt: body.prompt, genre: body.genre ?? project.genre, mood: body.mood ?? project.mood, projectType: project.type },
        { signal: AbortSignal.timeout(LYRICS_TIMEOUT_MS) },
      );
    } catch (error) {
      await reservation.release();
      throw EngineFailureException.of(error, 'The lyrics could not be written. Please try again.');
    }
    const lyrics: LyricSection[] = written.sections
      .slice(0, MUSIC_LIMITS.sections)
      .map((section, order) => ({ id: sectionId(), type: section.type, order, content: section.content.slice(0, MUSIC_LIMITS.sectionCharacters) }));
    const title = project.title ?? (written.title.slice(0, MUSIC_LIMITS.title) || null);
    const saved = await this.projects.update(owner, project.publicId, { lyrics, lyricsPrompt: body.prompt, title });
    if (!saved) {
      await reservation.release();
      throw MusicException.projectNotFound();
    }
    await reservation.settle();
    return { lyrics, title: saved.title, source: musicSourceLabel(written.engine), engine: mapEngine(written.engine) };
  }
}
