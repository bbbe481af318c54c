import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { describeFfmpeg } from '../src/engines/local/find-ffmpeg';
import { parseSrt } from '../src/modules/movie/render/narration/subtitle-files';
import { inspectMedia } from './engines/ffmpeg-support';
import { MovieApi, account, shortenScenes } from './movie.support';
import { bearer, signUp } from './support/accounts';
import { jobFrames } from './support/job-events';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { scaled } from './support/time-factor';

const MARA = { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier who never misses a delivery.' };
const VEX = { id: 'char_2', name: 'Vex', role: 'Bad Guy', bio: 'Runs the flooded city at night.' };
const LINE = 'We go tonight, before the tide turns.';
/** How far a cue may be from where the speech it shows starts or ends (the bound). */
const CUE_TOLERANCE = 0.3;
/** Room for a scene's two spoken lines (the API plans 50 s scenes for a 5-minute film). */
const SCENE_SECONDS = 15;

interface Span {
  start: number;
  end: number;
}

// Renders two narrated scenes, shortened to SCENE_SECONDS, and exports them (real ffmpeg, espeak-ng); the timeout only
// guards against a hang.
jest.setTimeout(scaled(600_000));

describe('Movie Studio narration and subtitles (real ffmpeg, espeak-ng, real PostgreSQL)', () => {
  let ffmpeg: string;
  const files = makeTempDir('movie-narration-files');
  const suite = useSuiteServer('movie_narration', () => ({ DATA_DIR: makeTempDir('movie-narration-data') }));

  beforeAll(async () => {
    ffmpeg = (await describeFfmpeg()).path;
  });

  async function download(url: string, name: string): Promise<string> {
    const answer = await suite.http.get(url).buffer(true).expect(200);
    const file = path.join(files, name);
    writeFileSync(file, answer.body as Buffer);
    return file;
  }

  const mediaId = (url: string) => url.replace(/^\/api\/media\//, '');

  /**
   * Where the voice is in a clip's sound: the soundtrack bed holds nothing above ~2.5 kHz, speech does, so
   * above 3 kHz the silences are the gaps between lines.
   */
  function speechSpans(file: string): Span[] {
    const { seconds } = inspectMedia(ffmpeg, file);
    const { stderr } = spawnSync(ffmpeg, ['-hide_banner', '-i', file, '-map', '0:a', '-af', 'highpass=f=3000,highpass=f=3000,silencedetect=n=-50dB:d=0.25', '-f', 'null', '-'], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const spans: Span[] = [];
    let from = 0;
    for (const match of stderr.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
      const at = Number(match[2]);
      if (match[1] === 'start') {
        if (at - from > 0.05) spans.push({ start: from, end: at });
      } else from = at;
    }
    if (seconds - from > 0.05 && !/silence_start: [\d.]+\s*$/.test(stderr.split('silence_end').pop() ?? '')) spans.push({ start: from, end: seconds });
    return spans;
  }

  /** One second of the clip's sound from `start`, mono 16 kHz. */
  function samples(file: string, start: number, seconds = 1.2): Float64Array {
    const { stdout } = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-i', file, '-ss', start.toFixed(3), '-t', String(seconds), '-map', '0:a', '-ac', '1', '-ar', '16000', '-f', 's16le', '-'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const ints = new Int16Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 2));
    return Float64Array.from(ints, (value) => value / 32768);
  }

  function correlation(a: Float64Array, b: Float64Array): number {
    const n = Math.min(a.length, b.length);
    let ab = 0;
    let aa = 0;
    let bb = 0;
    for (let i = 0; i < n; i++) {
      ab += a[i] * b[i];
      aa += a[i] * a[i];
      bb += b[i] * b[i];
    }
    return ab / Math.sqrt(aa * bb);
  }

  it('speaks each scene (a character the same voice in every scene), ducks the bed, and carries subtitles timed to the speech: a soft track, WebVTT and SRT', async () => {
    const user = await signUp(suite.http);
    // Two scene renders and an export are three video generations: more than Free's two a day.
    await suite.http.post('/api/billing/trial').set(bearer(user.token)).send({ plan: 'pro' }).expect(200);
    const api = new MovieApi(suite.http, account(user.token));
    const projectId = await api.createProject('Tide & Letters', 5);
    await api.addCharacter(projectId, MARA);
    await api.addCharacter(projectId, VEX);
    const scenes = await api.breakdown(projectId);
    await shortenScenes(suite.database, projectId, SCENE_SECONDS);
    await api.patch(`/movie-studio/scenes/${projectId}/${scenes[0].id}`, { prompt: `Rain hammers the flooded street.\nMARA: ${LINE}` }).expect(200);
    await api.patch(`/movie-studio/scenes/${projectId}/${scenes[1].id}`, { prompt: `MARA: ${LINE}\nVEX: ${LINE}` }).expect(200);
    await api.post('/movie-studio/generate-scenes', { project_id: projectId, scene_ids: [scenes[0].id, scenes[1].id] }).expect(200);
    const [first, second] = (await api.project(projectId)).scenes;

    // Each scene clip holds its cues: its subtitles are served from it.
    const clipOne = await download(first.video_url as string, 'scene-1.mp4');
    const clipTwo = await download(second.video_url as string, 'scene-2.mp4');
    expect(inspectMedia(ffmpeg, clipOne).streams.join('\n')).toMatch(/Subtitle: mov_text/);
    const cuesOne = parseSrt((await suite.http.get(`/api/movie-studio/subtitles/${mediaId(first.video_url as string)}/srt`).buffer(true).expect(200)).text);
    const cuesTwo = parseSrt((await suite.http.get(`/api/movie-studio/subtitles/${mediaId(second.video_url as string)}/srt`).buffer(true).expect(200)).text);
    expect(cuesOne.map((cue) => cue.text)).toEqual(['Rain hammers the flooded street.', LINE]);
    expect(cuesTwo.map((cue) => cue.text)).toEqual([LINE, LINE]);

    // Mara's line sounds the same in both scenes (her voice); Vex saying the same words sounds different.
    const maraInOne = samples(clipOne, cuesOne[1].start);
    const maraInTwo = samples(clipTwo, cuesTwo[0].start);
    const vexInTwo = samples(clipTwo, cuesTwo[1].start);
    expect(correlation(maraInOne, maraInTwo)).toBeGreaterThan(0.8);
    expect(Math.abs(correlation(maraInOne, vexInTwo))).toBeLessThan(0.5);

    // Followed as a job: a held POST gives up (504) long before a loaded machine finishes an HD export.
    const job = await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }, { Prefer: 'respond-async' }).expect(202);
    for await (const frame of jobFrames<{ status: string }>(`${suite.server.url}/jobs/${job.body.job_id}/events`, bearer(user.token))) {
      if (['completed', 'failed', 'cancelled'].includes(frame.status)) {
        // The job as the API has it on failure: its error says why.
        if (frame.status !== 'completed') expect((await suite.http.get(`/api/jobs/${job.body.job_id}`).set(bearer(user.token))).body).toMatchObject({ status: 'completed' });
        break;
      }
    }
    const exported = { body: { export_url: (await api.project(projectId)).export.export_url as string } };
    const film = await download(exported.body.export_url, 'movie.mp4');
    const facts = inspectMedia(ffmpeg, film);
    expect(facts.streams.join('\n')).toMatch(/\(eng\): Subtitle: mov_text/);

    const vtt = await suite.http.get(`/api/movie-studio/subtitles/${mediaId(exported.body.export_url)}/vtt`).buffer(true).expect(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers['content-disposition']).toContain('filename*=UTF-8\'\'Tide%20%26%20Letters.vtt');
    expect(vtt.text).toMatch(/^WEBVTT\n\n1\n00:00:\d\d\.\d{3} --> 00:00:\d\d\.\d{3}\nRain hammers the flooded street\.\n/);
    const srt = await suite.http.get(`/api/movie-studio/subtitles/${mediaId(exported.body.export_url)}/srt`).buffer(true).expect(200);
    expect(srt.headers['content-disposition']).toContain('Tide & Letters.srt');
    const cues = parseSrt(srt.text);
    expect(cues.map((cue) => cue.text)).toEqual(['Rain hammers the flooded street.', LINE, LINE, LINE]);

    // Every cue starts where speech starts and ends where it ends; no speech falls outside a cue.
    const spans = speechSpans(film);
    for (const cue of cues) {
      expect({ cue, starts: spans.some((span) => Math.abs(span.start - cue.start) <= CUE_TOLERANCE) }).toEqual({ cue, starts: true });
      expect({ cue, ends: spans.some((span) => Math.abs(span.end - cue.end) <= CUE_TOLERANCE) }).toEqual({ cue, ends: true });
    }
    for (const span of spans) {
      expect({ span, inCue: cues.some((cue) => span.start >= cue.start - CUE_TOLERANCE && span.end <= cue.end + CUE_TOLERANCE) }).toEqual({ span, inCue: true });
    }

    await suite.http.get(`/api/movie-studio/subtitles/00000000-0000-4000-8000-000000000000/vtt`).expect(404);
    await suite.http.get(`/api/movie-studio/subtitles/${mediaId(exported.body.export_url)}/ass`).expect(400);
  });
});
