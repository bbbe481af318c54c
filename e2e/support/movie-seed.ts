import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './auth';
import { queryStack } from './outbox';
import { scaled } from './time-factor';

export interface SeededScene {
  id: string;
  scene_number: number;
}

export interface SeededMovie {
  projectId: string;
  scenes: SeededScene[];
}

/**
 * A movie made through the API, as the studio's Script step makes it: details (5 minutes: six scenes of
 * 0:50), one character, and the scene breakdown.
 */
export async function seedMovie(request: APIRequestContext, account: Account, title: string): Promise<SeededMovie> {
  const headers = { Authorization: `Bearer ${account.token}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { data, headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const meta = await post('/api/movie/save-meta', { project_id: `movie_${Date.now()}`, title, target_length: 5 });
  const projectId: string = meta.project_id;
  await post('/api/movie/character', { project_id: projectId, character: { id: `char_${Date.now()}`, name: 'Mara', role: 'Good Guy', bio: 'A courier who never misses a delivery.' } });
  const script = await post('/api/movie-studio/script', { project_id: projectId, target_length: 5, prompt: 'Mara crosses three bridges of a flooded city to deliver a letter.' });
  return { projectId, scenes: script.scenes };
}

/** Renders these scenes as one job and answers once it has finished (the POST holds until then). */
export async function renderScenes(request: APIRequestContext, account: Account, movie: SeededMovie, sceneIds: string[]): Promise<void> {
  const response = await request.post('/api/movie-studio/generate-scenes', {
    data: { project_id: movie.projectId, scene_ids: sceneIds },
    headers: { Authorization: `Bearer ${account.token}` },
    // The request's own limit: it answers when the renders are done, which the test waits for.
    timeout: scaled(480_000),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Shortens scenes a test only needs rendered, not watched (as an operator's SQL on the stack's database: no
 * user can set a scene's length; the API plans 0:50). Their renders then cost a fraction of a 0:50 render,
 * which a test whose subject is other scenes need not pay. A scene's narration may still lengthen its clip.
 */
export async function shortenScenes(movie: SeededMovie, sceneIds: string[], seconds: number): Promise<void> {
  const rows = await queryStack('UPDATE movie_scenes SET duration_seconds = $3 WHERE project_id = $1 AND id = ANY($2::uuid[]) RETURNING id', [movie.projectId, sceneIds, seconds]);
  expect(rows).toHaveLength(sceneIds.length);
}

/**
 * As `shortenScenes`, for a movie the test made in the studio (its id is not known to the test): scene
 * `sceneNumber` of the account's only movie.
 */
export async function shortenSceneOfAccount(account: Account, sceneNumber: number, seconds: number): Promise<void> {
  const rows = await queryStack(
    `UPDATE movie_scenes s SET duration_seconds = $3 FROM movie_projects p
      WHERE s.project_id = p.id AND p.owner_user_id = $1 AND s.scene_number = $2 RETURNING s.id`,
    [account.user.id, sceneNumber, seconds],
  );
  expect(rows).toHaveLength(1);
}

/** How long the rendered clip of this scene is (its narration may make it longer than the scene's length). */
export async function renderedSecondsOfScene(sceneId: string): Promise<number> {
  const rows = await queryStack<{ render_seconds: number | null }>('SELECT render_seconds FROM movie_scenes WHERE id = $1', [sceneId]);
  expect(rows).toHaveLength(1);
  expect(rows[0].render_seconds).not.toBeNull();
  return Number(rows[0].render_seconds);
}

/** How long the rendered clip of scene `sceneNumber` of the account's only movie is (its narration may lengthen it). */
export async function renderedSecondsOfAccount(account: Account, sceneNumber: number): Promise<number> {
  const rows = await queryStack<{ render_seconds: number | null }>(
    `SELECT s.render_seconds FROM movie_scenes s JOIN movie_projects p ON p.id = s.project_id
      WHERE p.owner_user_id = $1 AND s.scene_number = $2`,
    [account.user.id, sceneNumber],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].render_seconds).not.toBeNull();
  return Number(rows[0].render_seconds);
}
