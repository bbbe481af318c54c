import { setTimeout as delay } from 'node:timers/promises';
import { Client } from 'pg';
import request from 'supertest';
import { AppProcess } from './support/app-process';
import { type Http, type TestAccount, bearer, signUp, uniqueIp } from './support/accounts';
import { freePort } from './support/free-port';
import { PrivatePostgres } from './support/private-postgres';
import { makeTempDir } from './support/temp-dir';
import { POLL_EVERY_MS, waitFor } from './support/wait-for';
import { scaled } from './support/time-factor';

/** Every kind of job the framework runs, by the name its rows carry. */
const KINDS = ['movie.export', 'movie.scene', 'music.beat', 'music.export', 'video.generate'] as const;
type Kind = (typeof KINDS)[number];

/**
 * How long each outage lasts (a scenario's length, not a time budget). A stopped server refuses at
 * once. A frozen one is held until running jobs have ended inside the freeze: a query gives up after
 * 4 s, storing the attempt's failure after 4 more, and pg-boss then waits 2 s for a connection.
 */
const STOPPED_MS = 5_000;
const FROZEN_MS = 12_000;

interface Submitted {
  kind: Kind;
  id: string;
  token: string;
}

/** What one outage measured, for the report. */
interface Figures {
  /** From taking PostgreSQL away to the first 503 of /api/health. */
  firstUnavailableMs: number;
  /** The 503s /api/health answered during the outage (every answer was one). */
  unavailableAnswers: number;
  /** From PostgreSQL being back to /api/health answering 200. */
  recoveredMs: number;
  /** From PostgreSQL being back to the last job finishing. */
  finishedMs: number;
  attempts: Record<string, number>;
}

/**
 * One real API process that runs every kind of job, on a PostgreSQL of this suite's own that is shut
 * down and then frozen (SIGSTOP) while a job of every kind runs: the process lives through it, answers
 * 503 meanwhile, and finishes every job once the database is back.
 */
describe('running jobs while PostgreSQL goes away (one API process, every kind of job)', () => {
  let postgres: PrivatePostgres;
  let app: AppProcess;
  let http: Http;
  let api: string;
  let exitedAt = 0;
  const figures: Record<string, Figures> = {};

  const sql = async <T>(text: string, parameters: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: postgres.url });
    await client.connect();
    try {
      return (await client.query(text, parameters)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    postgres = await PrivatePostgres.start('jobs-outage-pg');
    app = new AppProcess({
      DATABASE_URL: postgres.url,
      DATA_DIR: makeTempDir('jobs-outage-data'),
      PORT: String(await freePort()),
      // Documented: a job whose attempt lost its lease with the connection is handed on within a second.
      LEASE_SWEEP_SECONDS: '1',
    });
    void app.exited.then(() => (exitedAt = Date.now()));
    api = await app.ready();
    http = request(api.replace(/\/api$/, ''));
  });

  afterAll(async () => {
    console.log(`jobs through a database outage: ${JSON.stringify(figures)}`);
    await app?.stop('SIGKILL');
    await postgres?.dispose();
  });

  /** Fails at once, with the process's output, if the API process has exited. */
  let outageStart = 0;
  const expectAlive = () => {
    if (app.child.exitCode !== null || app.child.signalCode !== null) {
      const when = exitedAt && outageStart ? ` ${exitedAt - outageStart} ms into the outage` : '';
      throw new Error(`the API process exited (${app.child.exitCode ?? app.child.signalCode})${when}:\n${app.stderr.slice(-3000)}`);
    }
  };

  const health = async (): Promise<number> => {
    expectAlive();
    const response = await fetch(`${api}/health`).catch((error: unknown) => {
      expectAlive();
      throw error;
    });
    return response.status;
  };

  /** Someone's calls: an account, from an address of its own (per-address quotas stay apart). */
  const caller = (user: TestAccount) => {
    const ip = uniqueIp();
    return (path: string, body: object, async = false) => {
      const call = http.post(`/api${path}`).set(bearer(user.token)).set('X-Forwarded-For', ip);
      return (async ? call.set('Prefer', 'respond-async') : call).send(body);
    };
  };
  type Caller = ReturnType<typeof caller>;

  const movie = async (post: Caller): Promise<{ projectId: string; sceneId: string }> => {
    const key = `movie_${Math.random().toString(36).slice(2, 10)}`;
    const projectId = (await post('/movie/save-meta', { project_id: key, title: 'Flood', target_length: 5 }).expect(200)).body.project_id as string;
    await post('/movie/character', { project_id: projectId, character: { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier.' } }).expect(200);
    const script = await post('/movie-studio/script', { project_id: projectId, prompt: 'A courier in a flooded city.', target_length: 5 }).expect(200);
    return { projectId, sceneId: script.body.scenes[0].id as string };
  };

  const musicProject = async (post: Caller): Promise<string> =>
    (await post('/music/projects', { id: `mp${Math.random().toString(36).slice(2, 10)}`, length: 2 }).expect(201)).body.id as string;

  const accepted = async (kind: Kind, user: TestAccount, post: Caller, path: string, body: object): Promise<Submitted> => {
    const answer = await post(path, body, true);
    expect([path, answer.status]).toEqual([path, 202]);
    return { kind, id: answer.body.job_id as string, token: user.token };
  };

  /** The job's status; null while the API answers 503 (it is still reconnecting: a client tries again). */
  const statusOf = async ({ id, token }: Submitted): Promise<string | null> => {
    const answer = await http.get(`/api/jobs/${id}`).set(bearer(token));
    if (answer.status === 503) return null;
    expect(answer.status).toBe(200);
    return answer.body.status as string;
  };

  /**
   * What the jobs of an outage start from: a movie with a rendered scene and a music project with a
   * beat (to export), a movie with a scene to render and a music project without a beat. The first
   * outage's scene and beat are what the second one exports, so only the first needs any rendering.
   */
  let toExport: { movie: { projectId: string; sceneId: string }; music: string; movieOwner: TestAccount; musician: TestAccount };

  /** Starts a job of every kind; what it renders is what the next round exports. */
  async function submitJobs(): Promise<Submitted[]> {
    // Free accounts render at 720p and may render two videos a day; music needs Pro.
    const director = await signUp(http);
    const video = await signUp(http);
    const directed = caller(director);
    const toRender = await movie(directed);
    const newBeat = await musicProject(caller(toExport.musician));
    const music = caller(toExport.musician);
    const movieExporter = caller(toExport.movieOwner);
    const jobs = await Promise.all([
      accepted('movie.export', toExport.movieOwner, movieExporter, '/movie-studio/export', { project_id: toExport.movie.projectId, format: 'mp4' }),
      accepted('movie.scene', director, directed, '/movie-studio/generate-scene', { project_id: toRender.projectId, scene_id: toRender.sceneId }),
      accepted('music.beat', toExport.musician, music, '/music/beat', { project_id: newBeat, tempo: 96, key: 'A' }),
      accepted('music.export', toExport.musician, music, '/music/export', { project_id: toExport.music, format: 'mp3' }),
      accepted('video.generate', video, caller(video), '/video/generate', { prompt: 'A lighthouse in a storm', session_id: `s${Math.random().toString(36).slice(2, 10)}` }),
    ]);
    toExport = { movie: toRender, music: newBeat, movieOwner: director, musician: toExport.musician };
    return jobs;
  }

  beforeAll(async () => {
    const movieOwner = await signUp(http);
    const musician = await signUp(http);
    await sql(`UPDATE users SET plan = 'pro' WHERE id = $1`, [musician.user.id]);
    const directed = caller(movieOwner);
    const film = await movie(directed);
    const music = caller(musician);
    const song = await musicProject(music);
    await Promise.all([
      directed('/movie-studio/generate-scene', { project_id: film.projectId, scene_id: film.sceneId }).expect(200),
      music('/music/beat', { project_id: song, tempo: 120, key: 'C' }).expect(200),
    ]);
    toExport = { movie: film, music: song, movieOwner, musician };
  });

  /**
   * Starts a job of every kind, takes PostgreSQL away once all of them run, and holds the outage for
   * the outage's length while checking the health answer; then brings it back and follows the jobs to the end.
   */
  async function outageDuringJobs(label: string, outageMs: number, takeAway: () => Promise<void> | void, bringBack: () => Promise<void> | void): Promise<void> {
    const jobs = await submitJobs();
    await waitFor(async () => (await Promise.all(jobs.map(statusOf))).every((status) => status === 'active'), 'a job of every kind to be running', 60_000);
    outageStart = Date.now();
    await takeAway();
    let firstUnavailableMs = -1;
    let unavailableAnswers = 0;
    try {
      while (Date.now() - outageStart < outageMs) {
        expect(await health()).toBe(503);
        unavailableAnswers += 1;
        if (firstUnavailableMs < 0) firstUnavailableMs = Date.now() - outageStart;
        // Paced as waitFor polls: back to back, the stopped server's 5 s took ~1,900 checks, each answered at once,
        // and this file and its API process spun through them beside the other files.
        await delay(POLL_EVERY_MS);
      }
    } finally {
      await bringBack();
    }
    const backAt = Date.now();
    await waitFor(async () => (await health()) === 200, 'health to answer 200 again', 30_000);
    const recoveredMs = Date.now() - backAt;
    const saidAboutJobs = () => `${app.stdout}\n${app.stderr}`.split('\n').filter((line) => jobs.some((job) => line.includes(job.id)));
    let statuses: (string | null)[] = [];
    await waitFor(
      async () => {
        expectAlive();
        statuses = await Promise.all(jobs.map(statusOf));
        return statuses.every((status) => status === 'completed' || status === 'failed');
      },
      'every job to finish',
      120_000,
    ).catch((error: unknown) => {
      // Which job did not finish, and what the process said about each, to tell why.
      const unfinished = jobs.map((job, index) => `${job.kind} ${job.id}: ${statuses[index]}`).join('\n');
      console.log(`${label}: jobs after the wait:\n${unfinished}\nthe process's lines about the jobs:\n${saidAboutJobs().join('\n')}`);
      throw error;
    });
    const finishedMs = Date.now() - backAt;

    const rows = await sql<{ kind: string; status: string; attempt: number; finished_after_outage: boolean; error_code: string | null; error_message: string | null }>(
      `SELECT kind, status, attempt, error_code, error_message, finished_at > to_timestamp($2::double precision / 1000) AS finished_after_outage
         FROM jobs WHERE id = ANY($1) ORDER BY kind`,
      [jobs.map((job) => job.id), outageStart],
    );
    // A job that did not complete shows why (its attempts and stored error) in the difference.
    const outcome = ({ kind, status, finished_after_outage, attempt, error_code, error_message }: (typeof rows)[number]) =>
      status === 'completed' ? { kind, status, finished_after_outage } : { kind, status, finished_after_outage, attempt, error: `${error_code}: ${error_message}` };
    const expected = KINDS.map((kind) => ({ kind, status: 'completed', finished_after_outage: true }));
    if (!rows.every((row) => row.status === 'completed')) {
      // What the process said about the jobs, to tell why.
      console.log(`${label}: the process's lines about the jobs:\n${saidAboutJobs().join('\n')}`);
    }
    expect(rows.map(outcome)).toEqual(expected);
    expectAlive();
    figures[label] = { firstUnavailableMs, unavailableAnswers, recoveredMs, finishedMs, attempts: Object.fromEntries(rows.map((row) => [row.kind, row.attempt])) };
  }

  it('lives through PostgreSQL being shut down under running jobs, answers 503 meanwhile, and finishes every job after', async () => {
    await outageDuringJobs(
      'stopped',
      STOPPED_MS,
      () => postgres.stop(),
      () => postgres.restart(),
    );
  }, scaled(180_000));

  it('lives through PostgreSQL freezing under running jobs, answers 503 meanwhile, and finishes every job after', async () => {
    await outageDuringJobs(
      'frozen',
      FROZEN_MS,
      () => postgres.freeze(),
      () => postgres.thaw(),
    );
  }, scaled(180_000));

  it('leaves no usage held by the jobs, and logged no promise that nobody handled', async () => {
    // Settled as each job completed, not swept later for a holder that went away.
    expect(await sql('SELECT holder, meter FROM meter_reservations')).toEqual([]);
    expect(app.stdout).not.toContain('unhandled promise rejection');
  });
});
