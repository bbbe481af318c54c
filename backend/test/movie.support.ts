import sharp from 'sharp';
import type { Test } from 'supertest';
import type { Http } from './support/accounts';
import type { TestDatabase } from './support/test-database';
import { uniqueIp } from './support/accounts';

/** Who calls: an account (bearer token) or a visitor (X-Session-Id); every call from one network address. */
export interface MovieCaller {
  token?: string;
  session?: string;
  ip: string;
}

export function visitor(session: string): MovieCaller {
  return { session, ip: uniqueIp() };
}

export function account(token: string, session?: string): MovieCaller {
  return { token, session, ip: uniqueIp() };
}

export interface SceneBody {
  id: string;
  scene_number: number;
  prompt: string;
  bible: string | null;
  status: string;
  video_url: string | null;
  duration_seconds: number;
  characters: Array<{ id: string; name: string; role: string; avatar_url: string | null }>;
  stale: boolean;
  job: { id: string; status: string; progress: number; scene_index: number; scene_count: number } | null;
  width: number | null;
  height: number | null;
}

/** The studio's calls, as the remote makes them. */
export class MovieApi {
  constructor(
    private readonly http: Http,
    private readonly caller: MovieCaller,
  ) {}

  private sign(call: Test): Test {
    call.set('X-Forwarded-For', this.caller.ip);
    if (this.caller.token) call.set('Authorization', `Bearer ${this.caller.token}`);
    if (this.caller.session) call.set('X-Session-Id', this.caller.session);
    return call;
  }

  post(path: string, body: object, headers: Record<string, string> = {}): Test {
    const call = this.sign(this.http.post(`/api${path}`));
    for (const [name, value] of Object.entries(headers)) call.set(name, value);
    return call.send(body);
  }

  get(path: string): Test {
    return this.sign(this.http.get(`/api${path}`));
  }

  delete(path: string): Test {
    return this.sign(this.http.delete(`/api${path}`));
  }

  patch(path: string, body: object): Test {
    return this.sign(this.http.patch(`/api${path}`)).send(body);
  }

  upload(path: string, bytes: Buffer, name = 'avatar.png'): Test {
    return this.sign(this.http.post(`/api${path}`)).attach('file', bytes, name);
  }

  /** A project with a title, at `minutes`, answering its server id. */
  async createProject(title = 'Last Delivery', minutes = 5, key = `movie_${Date.now()}${Math.floor(Math.random() * 1000)}`): Promise<string> {
    const answer = await this.post('/movie/save-meta', { project_id: key, title, logline: 'One night to deliver a letter.', target_length: minutes }).expect(200);
    return answer.body.project_id as string;
  }

  async addCharacter(projectId: string, character: { id: string; name: string; role: string; bio: string; avatar_filename?: string | null }): Promise<void> {
    await this.post('/movie/character', { project_id: projectId, character }).expect(200);
  }

  async breakdown(projectId: string, minutes = 5, prompt = 'A courier in a flooded city must deliver a letter that could end a war.'): Promise<SceneBody[]> {
    const answer = await this.post('/movie-studio/script', { project_id: projectId, prompt, target_length: minutes }).expect(200);
    return answer.body.scenes as SceneBody[];
  }

  async project(projectId: string): Promise<{ scenes: SceneBody[]; export: { export_url: string | null; stale: boolean }; export_height: number }> {
    return (await this.get(`/movie/project/${projectId}`).expect(200)).body;
  }
}

/** A square photo-like PNG (a face would do; colour is what a frame check can see). */
export function avatarPng(colour = '#d03030', side = 512): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: colour } }).png().toBuffer();
}

/**
 * Sets every scene of a project to `seconds`: the API plans scenes of about a minute (the shortest film is 5 minutes),
 * while a test about what a render or an export holds proves the same on clips of a few seconds, in a fraction of the
 * encoding time. Call it before the scenes are first rendered (their length is part of what a render is checked against).
 */
export async function shortenScenes(database: TestDatabase, projectId: string, seconds: number): Promise<void> {
  await database.query('UPDATE movie_scenes SET duration_seconds = $2 WHERE project_id = $1', [projectId, seconds]);
}
