import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { encodeMp3 } from '../src/engines/local/encode-mp3';
import { probeFfmpeg } from '../src/engines/local/find-ffmpeg';
import { mp3QualityFor } from '../src/modules/music/export/export-job.runner';
import { pathWithoutFfmpeg } from './engines/ffmpeg-support';
import { newSessionId } from './chat.support';
import { decodeAudio, estimateTempo, ffmpegFacts, peakBetween, zipEntries } from './music.support';
import { type TestAccount, bearer, signUp, uniqueIp } from './support/accounts';
import { meterCount } from './support/metering';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { scaled } from './support/time-factor';

const SAMPLE_RATE = 44_100;

/** The fields of a beat answer these tests read (the full shape is asserted with toMatchObject). */
interface BeatBody {
  job_id: string;
  beat_url: string;
  stems: Record<'drums' | 'bass' | 'melody' | 'chords', string>;
  vocals: { url: string };
  duration_seconds: number;
  frames: number;
  sections: Array<{ beats: number }>;
  peaks: Record<string, number[]>;
}
let projectSequence = 0;
const projectId = () => `mp${(projectSequence += 1)}${Math.random().toString(36).slice(2, 8)}`;

describe('Music Studio API (real PostgreSQL, real ffmpeg, the offline synthesizer)', () => {
  let origin: string;
  let pro: TestAccount;

  const suite = useSuiteServer('music', () => ({ DATA_DIR: makeTempDir('music-data'), JOBS_MAINTENANCE_INTERVAL_SECONDS: '1' }));

  beforeAll(async () => {
    origin = suite.server.url.replace(/\/api$/, '');
    pro = await signUp(suite.http);
    await suite.database.query(`UPDATE users SET plan = 'pro' WHERE id = $1`, [pro.user.id]);
  });

  const asVisitor = (session: string) => ({ 'X-Session-Id': session, 'X-Forwarded-For': uniqueIp() });
  const media = async (url: string): Promise<Response> => fetch(`${origin}${url}`);
  const bytesOf = async (url: string): Promise<Buffer> => {
    const response = await media(url);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const createProject = (headers: Record<string, string>, body: object = {}) => suite.http.post('/api/music/projects').set(headers).send({ id: projectId(), ...body });

  describe('projects', () => {
    it('creates a project with the spec defaults for a visitor, and reopens it from their list', async () => {
      const session = newSessionId();
      const id = projectId();

      const created = await suite.http.post('/api/music/projects').set(asVisitor(session)).send({ id }).expect(201);

      expect(created.body).toMatchObject({ id, type: 'single', genre: 'pop', mood: 'upbeat', length: 3, tempo: 120, key: 'C', lyrics: [], beat: null, arrangement: null });
      const list = await suite.http.get('/api/music/projects').set(asVisitor(session)).expect(200);
      expect(list.body.projects.map((project: { id: string }) => project.id)).toEqual([id]);
      expect(list.body.projects[0]).toMatchObject({ lyric_count: 0, has_beat: false });
      await suite.http.get(`/api/music/projects/${id}`).set(asVisitor(session)).expect(200);
      const again = await suite.http.post('/api/music/projects').set(asVisitor(session)).send({ id }).expect(409);
      expect(again.body).toEqual({ statusCode: 409, code: 'PROJECT_EXISTS', message: expect.any(String) });
    });

    it("keeps every project to its owner: another visitor or account gets 404, never the project", async () => {
      const session = newSessionId();
      const { body } = await createProject(asVisitor(session), { genre: 'jazz' }).expect(201);
      const other = await signUp(suite.http);

      const byVisitor = await suite.http.get(`/api/music/projects/${body.id}`).set(asVisitor(newSessionId())).expect(404);
      expect(byVisitor.body.code).toBe('PROJECT_NOT_FOUND');
      await suite.http.get(`/api/music/projects/${body.id}`).set(bearer(other.token)).expect(404);
      await suite.http.put(`/api/music/projects/${body.id}`).set(bearer(other.token)).send({ title: 'Mine now' }).expect(404);
      await suite.http.delete(`/api/music/projects/${body.id}`).set(asVisitor(newSessionId())).expect(404);
      await suite.http.post('/api/music/lyrics').set(bearer(other.token)).send({ prompt: 'x', project_id: body.id }).expect(404);
      await suite.http.post('/api/music/beat').set(bearer(pro.token)).send({ project_id: body.id, tempo: 120, key: 'C' }).expect(404);
      await suite.http.post('/api/music/export').set(bearer(pro.token)).send({ project_id: body.id, format: 'zip' }).expect(404);
      expect((await suite.http.get('/api/music/projects').set(bearer(other.token)).expect(200)).body.projects).toEqual([]);
    });

    it('validates every field against the spec lists and ranges with a clear 400', async () => {
      const headers = asVisitor(newSessionId());
      const cases: Array<[object, RegExp]> = [
        [{ genre: 'polka' }, /genre must be one of pop, rock, hip-hop, electronic, jazz, country/],
        [{ mood: 'sleepy' }, /mood must be one of upbeat/],
        [{ length: 6 }, /length must be one of 2, 3, 4, 5, 8/],
        [{ type: 'ep' }, /type must be one of single, album/],
        [{ id: 'a/b' }, /id must be 4 to 32/],
      ];
      for (const [body, message] of cases) {
        const answer = await createProject(headers, body).expect(400);
        expect(answer.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(message) });
      }
      const noSession = await suite.http.post('/api/music/projects').send({ id: projectId() }).expect(400);
      expect(noSession.body.code).toBe('SESSION_REQUIRED');
      const { body: project } = await createProject(bearer(pro.token)).expect(201);
      for (const [beat, message] of [
        [{ tempo: 200, key: 'C' }, /tempo must not be greater than 180/],
        [{ tempo: 'fast', key: 'C' }, /tempo must be a whole number/],
        [{ tempo: 120, key: 'H' }, /key must be one of C, D, E, F, G, A, B/],
        [{ tempo: 120, key: 'C', style: 'metal' }, /style must be one of/],
      ] as const) {
        const answer = await suite.http.post('/api/music/beat').set(bearer(pro.token)).send({ project_id: project.id, ...beat }).expect(400);
        expect(answer.body.message).toMatch(message);
      }
      await suite.http.post('/api/music/lyrics').set(bearer(pro.token)).send({ project_id: project.id, prompt: '   ' }).expect(400);
      await suite.http.post('/api/music/lyrics').set(bearer(pro.token)).send({ project_id: project.id, prompt: 'x'.repeat(2001) }).expect(400);
      await suite.http.post('/api/music/export').set(bearer(pro.token)).send({ project_id: project.id, format: 'flac' }).expect(400);
      const noBeat = await suite.http.post('/api/music/export').set(bearer(pro.token)).send({ project_id: project.id, format: 'zip' }).expect(409);
      expect(noBeat.body.code).toBe('NO_BEAT');
    });
  });

  describe('lyrics', () => {
    it('writes sections with type and order for a visitor, keeps them on the project, and names the engine', async () => {
      const session = newSessionId();
      const { body: project } = await createProject(asVisitor(session), { mood: 'melancholic' }).expect(201);

      const answer = await suite.http.post('/api/music/lyrics').set(asVisitor(session)).send({ prompt: 'Rain on the harbour at night', project_id: project.id, genre: 'pop', mood: 'melancholic' }).expect(200);

      expect(answer.headers['x-engine']).toBe('local/atelier-synth (offline engine)');
      expect(answer.body).toMatchObject({ source: 'offline engine', title: 'Rain' });
      expect(answer.body.lyrics.map((section: { type: string }) => section.type)).toEqual(['verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus']);
      expect(answer.body.lyrics.map((section: { order: number }) => section.order)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(answer.body.lyrics[0]).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]+$/), type: 'verse', order: 0, content: expect.stringContaining('\n') });
      const saved = await suite.http.get(`/api/music/projects/${project.id}`).set(asVisitor(session)).expect(200);
      expect(saved.body).toMatchObject({ lyrics: answer.body.lyrics, lyrics_prompt: 'Rain on the harbour at night', title: 'Rain' });
    });

    it('saves edited lyrics and refuses a section list it cannot keep', async () => {
      const session = newSessionId();
      const { body: project } = await createProject(asVisitor(session)).expect(201);
      const lyrics = [{ id: 'a1', type: 'verse', order: 0, content: 'My own words' }];

      const saved = await suite.http.put(`/api/music/projects/${project.id}`).set(asVisitor(session)).send({ lyrics, title: 'Mine' }).expect(200);

      expect(saved.body).toMatchObject({ lyrics, title: 'Mine' });
      await suite.http.put(`/api/music/projects/${project.id}`).set(asVisitor(session)).send({ lyrics: [{ ...lyrics[0], type: 'rap' }] }).expect(400);
      await suite.http.put(`/api/music/projects/${project.id}`).set(asVisitor(session)).send({ lyrics: [lyrics[0], lyrics[0]] }).expect(400);
      await suite.http.put(`/api/music/projects/${project.id}`).set(asVisitor(session)).send({ lyrics: [{ ...lyrics[0], content: 'x'.repeat(1001) }] }).expect(400);
      await suite.http.put(`/api/music/projects/${project.id}`).set(asVisitor(session)).send({ lyrics: null }).expect(400);
      await suite.http.put(`/api/music/projects/${project.id}`).set(asVisitor(session)).send({ arrangement: null }).expect(400);
    });
  });

  describe('entitlement', () => {
    it('offers a visitor sign-in at the first beat, a Free account the trial, and renders once the trial runs', async () => {
      const session = newSessionId();
      const { body: visitorProject } = await createProject(asVisitor(session)).expect(201);
      const visitor = await suite.http.post('/api/music/beat').set(asVisitor(session)).send({ project_id: visitorProject.id, tempo: 120, key: 'C' }).expect(401);
      expect(visitor.body).toMatchObject({ code: 'SIGN_IN_REQUIRED', message: expect.stringContaining('14 days') });

      const free = await signUp(suite.http);
      const { body: project } = await createProject(bearer(free.token)).expect(201);
      const refused = await suite.http.post('/api/music/beat').set(bearer(free.token)).send({ project_id: project.id, tempo: 120, key: 'C' }).expect(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        code: 'PLAN_REQUIRED',
        message: 'The Pro plan includes Music Studio access; your account is on Free. Start a free 14-day Pro trial on the Pricing page.',
      });
      await suite.http.post('/api/music/export').set(bearer(free.token)).send({ project_id: project.id, format: 'zip' }).expect(403);
      expect(await meterCount(suite.database, `user:${free.user.id}`, 'music.beat')).toBe(0);

      await suite.http.post('/api/billing/trial').set(bearer(free.token)).send({ plan: 'pro' }).expect(200);
      const accepted = await suite.http
        .post('/api/music/beat')
        .set(bearer(free.token))
        .set('Prefer', 'respond-async')
        .send({ project_id: project.id, tempo: 120, key: 'C' })
        .expect(202);
      expect(accepted.body).toEqual({ job_id: expect.any(String), status: 'queued', progress: 0, events_url: `/api/jobs/${accepted.body.job_id}/events`, project_id: project.id });
    });
  });

  describe('beat', () => {
    let project: { id: string };
    let beat: BeatBody;

    // The shortest song (2 minutes) shows the same as a longer one and renders in less time.
    const minutes = 2;

    beforeAll(async () => {
      ({ body: project } = await createProject(bearer(pro.token), { genre: 'pop', mood: 'upbeat', length: minutes }).expect(201));
      await suite.http.post('/api/music/lyrics').set(bearer(pro.token)).send({ prompt: 'Neon city after midnight', project_id: project.id }).expect(200);
      ({ body: beat } = await suite.http.post('/api/music/beat').set(bearer(pro.token)).send({ project_id: project.id, tempo: 120, key: 'D' }).expect(200));
    }, scaled(120_000));

    it('answers the spec shape (beat_url, stems, source) with the offline engine as source', () => {
      expect(beat).toMatchObject({
        beat_url: expect.stringMatching(/^\/api\/media\//),
        stems: { drums: expect.any(String), bass: expect.any(String), melody: expect.any(String), chords: expect.any(String) },
        source: 'offline engine',
        tempo: 120,
        key: 'D',
        scale: 'major',
        sample_rate: SAMPLE_RATE,
        vocals: { url: expect.any(String), label: 'Guide vocal (espeak-ng)', stale: false },
      });
      expect(beat.duration_seconds).toBe(minutes * 60);
      expect(beat.sections[0]).toMatchObject({ type: 'intro', label: 'Intro', start_beat: 0 });
      expect(beat.peaks.drums).toHaveLength(400);
    });

    it('renders stems that decode, line up to the sample and keep the requested tempo', async () => {
      const decoded: Record<string, Float32Array> = {};
      for (const [name, url] of Object.entries({ ...beat.stems, vocals: beat.vocals.url })) {
        const bytes = await bytesOf(url as string);
        expect((await ffmpegFacts(bytes, `${name}.wav`)).sampleRate).toBe(SAMPLE_RATE);
        decoded[name] = await decodeAudio(bytes, `${name}.wav`);
      }
      const lengths = Object.values(decoded).map((samples) => samples.length);
      expect(new Set(lengths)).toEqual(new Set([beat.frames]));
      expect(beat.frames).toBe(minutes * 60 * SAMPLE_RATE);
      for (const samples of Object.values(decoded)) expect(peakBetween(samples, SAMPLE_RATE, 0, minutes * 60)).toBeGreaterThan(0.05);
      expect(Math.abs(estimateTempo(decoded.drums, SAMPLE_RATE, 120) - 120)).toBeLessThanOrEqual(1);
      // The guide vocal sings where the lyric sections are, and is silent in the instrumental intro.
      const intro = beat.sections[0];
      expect(peakBetween(decoded.vocals, SAMPLE_RATE, 0, (intro.beats * 60) / 120 - 0.01)).toBe(0);
      const mix = await bytesOf(beat.beat_url);
      expect(await ffmpegFacts(mix, 'mix.wav')).toMatchObject({ codec: 'pcm_s16le', channels: 'stereo', sampleRate: SAMPLE_RATE });
    });

    it('keeps the beat and a fresh arrangement on the project', async () => {
      const { body } = await suite.http.get(`/api/music/projects/${project.id}`).set(bearer(pro.token)).expect(200);

      expect(body.beat).toEqual(beat);
      expect(body.arrangement.lanes.map((lane: { lane: string }) => lane.lane)).toEqual(['vocals', 'drums', 'bass', 'melody', 'chords']);
      expect(body.arrangement.clips.filter((clip: { lane: string }) => clip.lane === 'drums')).toHaveLength(beat.sections.length);
      expect(body.beat_job_id).toBe(beat.job_id);
      expect(await meterCount(suite.database, `user:${pro.user.id}`, 'music.beat')).toBeGreaterThanOrEqual(1);
    });

    it('marks the guide vocal stale when the lyrics change after the beat', async () => {
      const { body: current } = await suite.http.get(`/api/music/projects/${project.id}`).set(bearer(pro.token)).expect(200);
      const lyrics = current.lyrics.map((section: { content: string }, index: number) => (index === 0 ? { ...section, content: 'New first verse' } : section));
      const { body } = await suite.http.put(`/api/music/projects/${project.id}`).set(bearer(pro.token)).send({ lyrics }).expect(200);

      expect(body.beat.vocals.stale).toBe(true);
    });
  });

  describe('export', () => {
    let project: { id: string };
    let beat: BeatBody;
    const tempo = 93;

    beforeAll(async () => {
      ({ body: project } = await createProject(bearer(pro.token), { genre: 'hip-hop', mood: 'dark', length: 2 }).expect(201));
      await suite.http.post('/api/music/lyrics').set(bearer(pro.token)).send({ prompt: 'Cold streets, warm hearts', project_id: project.id }).expect(200);
      ({ body: beat } = await suite.http.post('/api/music/beat').set(bearer(pro.token)).send({ project_id: project.id, tempo, key: 'A' }).expect(200));
    }, scaled(120_000));

    it('renders a hip-hop beat in A minor at 93 BPM, by onset detection', async () => {
      expect(beat).toMatchObject({ tempo, key: 'A', scale: 'harmonic minor', genre: 'hip-hop' });
      const drums = await decodeAudio(await bytesOf(beat.stems.drums), 'drums.wav');
      expect(Math.abs(estimateTempo(drums, SAMPLE_RATE, tempo) - tempo)).toBeLessThanOrEqual(1);
    });

    it('zips WAV stems of every lane and the final mix as WAV and MP3, honouring a moved clip and a volume', async () => {
      const { body: saved } = await suite.http.get(`/api/music/projects/${project.id}`).set(bearer(pro.token)).expect(200);
      const arrangement = saved.arrangement;
      arrangement.lanes.find((lane: { lane: string }) => lane.lane === 'melody').muted = true;
      arrangement.lanes.find((lane: { lane: string }) => lane.lane === 'bass').volume = 0.5;
      // The drums' intro moves 8 beats later: the drum stem is silent for its first 8 beats.
      const intro = arrangement.clips.find((clip: { id: string }) => clip.id === 'drums-1');
      intro.start = 8;
      intro.length -= 8;
      await suite.http.put(`/api/music/projects/${project.id}`).set(bearer(pro.token)).send({ arrangement }).expect(200);

      const exported = await suite.http.post('/api/music/export').set(bearer(pro.token)).send({ project_id: project.id, format: 'zip' }).expect(200);

      expect(exported.body).toMatchObject({ export_url: expect.stringMatching(/^\/api\/media\//), format: 'zip', duration_seconds: beat.duration_seconds });
      const response = await media(exported.body.export_url);
      expect(response.headers.get('content-type')).toBe('application/zip');
      const entries = zipEntries(Buffer.from(await response.arrayBuffer()));
      expect([...entries.keys()].sort()).toEqual(
        ['README.txt', 'mix.mp3', 'mix.wav', 'stems/bass.wav', 'stems/chords.wav', 'stems/drums.wav', 'stems/melody.wav', 'stems/vocals.wav'].sort(),
      );
      const durations = await Promise.all([...entries].filter(([name]) => name.endsWith('.wav') || name.endsWith('.mp3')).map(async ([name, bytes]) => [name, await ffmpegFacts(bytes, name.replace('/', '-'))] as const));
      for (const [name, facts] of durations) expect([name, Math.abs(facts.durationSeconds - beat.duration_seconds) < 0.1]).toEqual([name, true]);
      const mp3 = durations.find(([name]) => name === 'mix.mp3')?.[1];
      expect(mp3).toMatchObject({ codec: 'mp3', sampleRate: SAMPLE_RATE, channels: 'stereo' });
      expect(mp3?.kbps).toBeGreaterThanOrEqual(192);

      const drums = await decodeAudio(entries.get('stems/drums.wav') as Buffer, 'drums.wav');
      expect(peakBetween(drums, SAMPLE_RATE, 0, (8 * 60) / tempo - 0.005)).toBe(0);
      expect(peakBetween(drums, SAMPLE_RATE, (8 * 60) / tempo, (9 * 60) / tempo)).toBeGreaterThan(0.1);
      const bass = await decodeAudio(entries.get('stems/bass.wav') as Buffer, 'bass.wav');
      const source = await decodeAudio(await bytesOf(beat.stems.bass), 'source-bass.wav');
      // At its volume (0.5), written 6 dB down like every stem.
    expect(peakBetween(bass, SAMPLE_RATE, 20, 40) / peakBetween(source, SAMPLE_RATE, 20, 40)).toBeCloseTo(0.25, 1);
      expect(entries.get('README.txt')?.toString()).toContain('93 BPM');
    });

    it('exports the final mix alone as a 192 kbps MP3', async () => {
      const exported = await suite.http.post('/api/music/export').set(bearer(pro.token)).send({ project_id: project.id, format: 'mp3' }).expect(200);

      const response = await media(exported.body.export_url);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      const facts = await ffmpegFacts(Buffer.from(await response.arrayBuffer()), 'mix.mp3');
      expect(facts).toMatchObject({ codec: 'mp3', channels: 'stereo' });
      expect(facts.kbps).toBeGreaterThanOrEqual(192);
      expect(Math.abs(facts.durationSeconds - beat.duration_seconds)).toBeLessThan(0.1);
      const { body } = await suite.http.get(`/api/music/projects/${project.id}`).set(bearer(pro.token)).expect(200);
      expect(Object.keys(body.exports).sort()).toEqual(['mp3', 'zip']);
    });

    it('encodes the final mix at 192 kbps with the npm ffmpeg build too, at the settings chosen for it', async () => {
      const npm = await probeFfmpeg({ PATH: pathWithoutFfmpeg() });
      const folder = makeTempDir('music-npm-mp3');
      const wav = path.join(folder, 'beat.wav');
      writeFileSync(wav, await bytesOf(beat.beat_url));

      await encodeMp3(wav, path.join(folder, 'beat.mp3'), { kbps: 192, quality: mp3QualityFor(npm.source), ffmpegPath: npm.path });

      const facts = await ffmpegFacts(readFileSync(path.join(folder, 'beat.mp3')), 'npm.mp3');
      expect(facts).toMatchObject({ codec: 'mp3', channels: 'stereo', sampleRate: SAMPLE_RATE });
      expect(facts.kbps).toBeGreaterThanOrEqual(192);
      expect(Math.abs(facts.durationSeconds - beat.duration_seconds)).toBeLessThan(0.1);
    });

    it('follows an export as a durable job through /api/jobs, only for its owner', async () => {
      const accepted = await suite.http.post('/api/music/export').set(bearer(pro.token)).set('Prefer', 'respond-async').send({ project_id: project.id, format: 'wav', request_id: 'wav-export-001' }).expect(202);
      const other = await signUp(suite.http);

      await suite.http.get(`/api/jobs/${accepted.body.job_id}`).set(bearer(other.token)).expect(404);
      const events = await suite.http.get(`/api/jobs/${accepted.body.job_id}/events`).set(bearer(pro.token)).expect(200);
      expect(events.text).toMatch(/"status":"completed"/);
      const again = await suite.http.post('/api/music/export').set(bearer(pro.token)).send({ project_id: project.id, format: 'wav', request_id: 'wav-export-001' }).expect(200);
      expect(again.body.format).toBe('wav');
      // The job's result is the documented export answer (MusicExportJobDto): the held answer, which the
      // OpenAPI conformance check holds against ExportDto, is that result as it is.
      const { body: job } = await suite.http.get(`/api/jobs/${accepted.body.job_id}`).set(bearer(pro.token)).expect(200);
      expect(job).toMatchObject({ kind: 'music.export', status: 'completed' });
      expect(job.result).toEqual(again.body);
      await suite.http.post('/api/music/export').set(bearer(pro.token)).send({ project_id: project.id, format: 'mp3', request_id: 'wav-export-001' }).expect(409);
    });

    it('deletes the project with every file it made', async () => {
      await suite.http.delete(`/api/music/projects/${project.id}`).set(bearer(pro.token)).expect(204);

      expect((await media(beat.stems.drums)).status).toBe(404);
      expect((await media(beat.beat_url)).status).toBe(404);
      await suite.http.get(`/api/music/projects/${project.id}`).set(bearer(pro.token)).expect(404);
    });
  });

  describe('visitor to account', () => {
    it("moves a visitor's projects to the account they sign up with, and off the visitor's session", async () => {
      const session = newSessionId();
      const { body: project } = await createProject(asVisitor(session), { genre: 'country' }).expect(201);
      await suite.http.post('/api/music/lyrics').set(asVisitor(session)).send({ prompt: 'Dust roads and old trucks', project_id: project.id }).expect(200);
      const account = await signUp(suite.http, { visitorId: session });

      const list = await suite.http.get('/api/music/projects').set(bearer(account.token)).expect(200);

      expect(list.body.projects).toEqual([expect.objectContaining({ id: project.id, genre: 'country', lyric_count: 6 })]);
      await suite.http.get(`/api/music/projects/${project.id}`).set(asVisitor(session)).expect(404);
      await suite.http.get(`/api/music/projects/${project.id}`).set(bearer(account.token)).expect(200);
    });
  });
});
