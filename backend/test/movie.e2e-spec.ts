import { newSessionId } from './chat.support';
import { MovieApi, account, avatarPng, visitor } from './movie.support';
import { signUp } from './support/accounts';
import { pngClaiming } from './support/crafted-png';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';

const MARA = { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier who never misses a delivery.' };
const VEX = { id: 'char_2', name: 'Vex', role: 'Bad Guy', bio: 'Runs the flooded city at night.' };
const TOM = { id: 'char_3', name: 'Old Tom', role: 'Neutral', bio: 'Ferryman who owes Mara a favour.' };

describe('Movie Studio projects, characters and scene breakdowns (real PostgreSQL)', () => {
  const suite = useSuiteServer('movie', () => ({ DATA_DIR: makeTempDir('movie-data') }));

  const signedIn = async () => new MovieApi(suite.http, account((await signUp(suite.http)).token));

  describe('POST /api/movie/save-meta', () => {
    it("creates the project under the browser's movie_ id, answers the server's id, and updates it from then on", async () => {
      const api = await signedIn();

      const first = await api.post('/movie/save-meta', { project_id: 'movie_1731400000000', title: ' Last Delivery ', target_length: 10 }).expect(200);
      const again = await api.post('/movie/save-meta', { project_id: 'movie_1731400000000', title: 'Last Delivery', logline: 'One night.', target_length: 20 }).expect(200);
      const byId = await api.post('/movie/save-meta', { project_id: first.body.project_id, title: 'Late Delivery', logline: '', target_length: 60 }).expect(200);

      expect(first.body).toEqual({ project_id: expect.stringMatching(/^[0-9a-f-]{36}$/), title: 'Last Delivery', logline: '', target_length: 10, aspect_ratio: '16:9', updated_at: expect.any(String) });
      expect(again.body).toMatchObject({ project_id: first.body.project_id, logline: 'One night.', target_length: 20 });
      expect(byId.body).toMatchObject({ project_id: first.body.project_id, title: 'Late Delivery', target_length: 60 });
      const list = await api.get('/movie/projects').expect(200);
      expect(list.body.projects).toEqual([expect.objectContaining({ project_id: first.body.project_id, title: 'Late Delivery', scene_count: 0, export_url: null })]);
    });

    it("refuses a blank title with the spec's text, and every field past its limit, saving nothing", async () => {
      const api = await signedIn();
      const project_id = await api.createProject('Kept');

      const blank = await api.post('/movie/save-meta', { project_id, title: '   ', target_length: 10 }).expect(400);
      expect(blank.body).toEqual({ statusCode: 400, code: 'TITLE_REQUIRED', message: 'Movie title is required!' });
      await api.post('/movie/save-meta', { project_id, title: 'x'.repeat(81), target_length: 10 }).expect(400);
      await api.post('/movie/save-meta', { project_id, title: 'Ok', logline: 'x'.repeat(501), target_length: 10 }).expect(400);
      const length = await api.post('/movie/save-meta', { project_id, title: 'Ok', target_length: 15 }).expect(400);
      expect(length.body.message).toContain('target_length must be one of 5, 10, 20, 30, 60');
      await api.post('/movie/save-meta', { project_id: 'movie 1', title: 'Ok', target_length: 10 }).expect(400);
      expect((await api.get(`/movie/project/${project_id}`).expect(200)).body).toMatchObject({ title: 'Kept', target_length: 5 });
      await api.post('/movie/save-meta', { project_id, title: '🎬'.repeat(80), target_length: 10 }).expect(200);
    });

    it("answers 404 for another owner's project id, and a visitor needs a session id", async () => {
      const owner = await signedIn();
      const project_id = await owner.createProject();
      const stranger = await signedIn();

      await stranger.post('/movie/save-meta', { project_id, title: 'Mine now', target_length: 10 }).expect(404);
      await stranger.get(`/movie/project/${project_id}`).expect(404);
      await new MovieApi(suite.http, visitor(newSessionId())).get(`/movie/characters/${project_id}`).expect(404);
      const anonymous = await suite.http.post('/api/movie/save-meta').send({ project_id: 'movie_1', title: 'T', target_length: 10 }).expect(400);
      expect(anonymous.body.code).toBe('SESSION_REQUIRED');
      expect((await owner.get(`/movie/project/${project_id}`).expect(200)).body.title).toBe('Last Delivery');
    });
  });

  describe('the Character Bible', () => {
    it('adds, updates, lists and deletes characters', async () => {
      const api = await signedIn();
      const project_id = await api.createProject();

      const added = await api.post('/movie/character', { project_id, character: MARA }).expect(200);
      const updated = await api.post('/movie/character', { project_id, character: { ...MARA, bio: 'Retired courier.', role: 'Neutral' } }).expect(200);
      await api.addCharacter(project_id, VEX);

      expect(added.body).toEqual({
        project_id,
        created: true,
        character: { ...MARA, avatar_filename: null, avatar_url: null },
      });
      expect(updated.body).toMatchObject({ created: false, character: { id: 'char_1', bio: 'Retired courier.', role: 'Neutral' } });
      const listed = await api.get(`/movie/characters/${project_id}`).expect(200);
      expect(listed.body.characters.map((c: { name: string }) => c.name)).toEqual(['Mara', 'Vex']);
      await api.delete(`/movie/character/${project_id}/char_2`).expect(200, { project_id, character_id: 'char_2', deleted: true });
      await api.delete(`/movie/character/${project_id}/char_2`).expect(404);
      expect((await api.get(`/movie/characters/${project_id}`).expect(200)).body.characters).toHaveLength(1);
    });

    it("refuses what the spec refuses, saving nothing: 'Name and bio are required!', bio over 280, unknown roles, a second Mara", async () => {
      const api = await signedIn();
      const project_id = await api.createProject();
      await api.addCharacter(project_id, MARA);

      const blank = await api.post('/movie/character', { project_id, character: { ...VEX, bio: '  ' } }).expect(400);
      expect(blank.body).toEqual({ statusCode: 400, code: 'CHARACTER_INCOMPLETE', message: 'Name and bio are required!' });
      await api.post('/movie/character', { project_id, character: { ...VEX, name: '' } }).expect(400);
      await api.post('/movie/character', { project_id, character: { ...VEX, bio: 'x'.repeat(281) } }).expect(400);
      await api.post('/movie/character', { project_id, character: { ...VEX, role: 'Sidekick' } }).expect(400);
      await api.post('/movie/character', { project_id, character: { ...VEX, extra: 1 } }).expect(400);
      await api.post('/movie/character', { project_id }).expect(400);
      const twin = await api.post('/movie/character', { project_id, character: { ...VEX, name: ' mara ' } }).expect(409);
      expect(twin.body.code).toBe('CHARACTER_NAME_TAKEN');
      await api.post('/movie/character', { project_id, character: { ...VEX, bio: 'x'.repeat(280) } }).expect(200);
      expect((await api.get(`/movie/characters/${project_id}`).expect(200)).body.characters.map((c: { name: string }) => c.name)).toEqual(['Mara', 'Vex']);
    });

    it("keeps characters to their owner: another account's project or character id is 404", async () => {
      const owner = await signedIn();
      const project_id = await owner.createProject();
      await owner.addCharacter(project_id, MARA);
      const stranger = await signedIn();
      const own = await stranger.createProject();

      await stranger.get(`/movie/characters/${project_id}`).expect(404);
      await stranger.post('/movie/character', { project_id, character: VEX }).expect(404);
      await stranger.delete(`/movie/character/${project_id}/char_1`).expect(404);
      await stranger.delete(`/movie/character/${own}/char_1`).expect(404);
      expect((await owner.get(`/movie/characters/${project_id}`).expect(200)).body.characters).toHaveLength(1);
    });

    it('takes an avatar decoded and re-encoded to a 384² PNG, refuses bombs and non-images, and only avatars of the same movie', async () => {
      const api = await signedIn();
      const project_id = await api.createProject();
      const other = await api.createProject('Other');

      const uploaded = await api.upload(`/movie/avatar/${project_id}`, await avatarPng('#2050d0', 900), 'mara.jpg').expect(200);
      expect(uploaded.body).toEqual({ avatar_filename: expect.stringMatching(/^[0-9a-f-]{36}\.png$/), avatar_url: expect.stringMatching(/^\/api\/media\//) });
      const file = await suite.http.get(uploaded.body.avatar_url).expect(200);
      expect(file.headers['content-type']).toBe('image/png');
      const bomb = await api.upload(`/movie/avatar/${project_id}`, pngClaiming(100_000, 100_000)).expect(413);
      expect(bomb.body.code).toBe('AVATAR_TOO_MANY_PIXELS');
      await api.upload(`/movie/avatar/${project_id}`, Buffer.from('not an image at all'), 'x.png').expect(415);
      const elsewhere = await api.post('/movie/character', { project_id: other, character: { ...MARA, avatar_filename: uploaded.body.avatar_filename } }).expect(400);
      expect(elsewhere.body.code).toBe('AVATAR_NOT_FOUND');
      const saved = await api.post('/movie/character', { project_id, character: { ...MARA, avatar_filename: uploaded.body.avatar_filename } }).expect(200);
      expect(saved.body.character).toMatchObject({ avatar_filename: uploaded.body.avatar_filename, avatar_url: uploaded.body.avatar_url });
      await new MovieApi(suite.http, account((await signUp(suite.http)).token)).upload(`/movie/avatar/${project_id}`, await avatarPng()).expect(404);
    });
  });

  describe('POST /api/movie-studio/script', () => {
    it("asks for a title and a character first, with the spec's warnings", async () => {
      const api = await signedIn();
      const project_id = await api.createProject();
      const untitled = await api.post('/movie/character', { project_id: 'movie_untitled', character: MARA }).expect(200);

      const noTitle = await api.post('/movie-studio/script', { project_id: untitled.body.project_id, prompt: 'A heist.', target_length: 5 }).expect(400);
      const noCast = await api.post('/movie-studio/script', { project_id, prompt: 'A heist.', target_length: 5 }).expect(400);
      await api.post('/movie-studio/script', { project_id, prompt: '   ', target_length: 5 }).expect(400);

      expect(noTitle.body).toEqual({ statusCode: 400, code: 'SCRIPT_NEEDS_TITLE', message: 'Please enter a movie title first!' });
      expect(noCast.body).toEqual({
        statusCode: 400,
        code: 'SCRIPT_NEEDS_CHARACTER',
        message: 'Please add at least one character before generating scenes!',
      });
    });

    it.each([
      [5, 6, 50],
      [10, 10, 60],
      [60, 24, 150],
    ])('breaks %i minutes into %i scenes of %i s, each casting bible characters by name with their bible text', async (minutes, count, seconds) => {
      const api = await signedIn();
      const project_id = await api.createProject('Last Delivery', minutes);
      for (const character of [MARA, VEX, TOM]) await api.addCharacter(project_id, character);

      const answer = await api.post('/movie-studio/script', { project_id, prompt: 'A courier in a flooded city must deliver a letter.', target_length: minutes }).expect(200);

      expect(answer.body.engine).toEqual({ provider: 'local', model: 'atelier-templates', label: 'offline engine' });
      const scenes = answer.body.scenes;
      expect(scenes).toHaveLength(count);
      expect(scenes.map((scene: { scene_number: number }) => scene.scene_number)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(scenes.reduce((sum: number, scene: { duration_seconds: number }) => sum + scene.duration_seconds, 0)).toBe(minutes * 60);
      expect(scenes[0].duration_seconds).toBe(seconds);
      for (const scene of scenes) {
        expect(scene).toMatchObject({ status: 'pending', video_url: null, stale: false, job: null });
        expect(scene.characters.length).toBeGreaterThan(0);
        for (const character of scene.characters) {
          expect(scene.prompt).toContain(character.name);
          expect(scene.bible).toContain(`${character.name} (${character.role}): `);
        }
      }
      expect(new Set(scenes.flatMap((scene: { characters: Array<{ name: string }> }) => scene.characters.map((c) => c.name)))).toEqual(new Set(['Mara', 'Vex', 'Old Tom']));
    });

    it('a new breakdown replaces the old one; a scene can be rewritten and recast, by its owner only', async () => {
      const api = await signedIn();
      const project_id = await api.createProject();
      for (const character of [MARA, VEX]) await api.addCharacter(project_id, character);
      await api.breakdown(project_id);
      const scenes = await api.breakdown(project_id, 5, 'Two rivals race across a frozen lake.');
      expect((await api.project(project_id)).scenes.map((scene) => scene.id)).toEqual(scenes.map((scene) => scene.id));

      const edited = await api.patch(`/movie-studio/scenes/${project_id}/${scenes[1].id}`, { prompt: 'Vex waits on the ice for Mara.' }).expect(200);
      expect(edited.body).toMatchObject({ prompt: 'Vex waits on the ice for Mara.', status: 'pending' });
      await api.patch(`/movie-studio/scenes/${project_id}/${scenes[1].id}`, { character_ids: ['char_9'] }).expect(400);
      const recast = await api.patch(`/movie-studio/scenes/${project_id}/${scenes[1].id}`, { character_ids: ['char_2'] }).expect(200);
      expect(recast.body.characters.map((c: { name: string }) => c.name)).toEqual(['Vex']);
      const stranger = await signedIn();
      await stranger.patch(`/movie-studio/scenes/${project_id}/${scenes[1].id}`, { prompt: 'Mine.' }).expect(404);
    });
  });

  it("moves a visitor's movies to the account they sign up with when the browser sends its session id", async () => {
    const session = newSessionId();
    const guest = new MovieApi(suite.http, visitor(session));
    const project_id = await guest.createProject('Guest Film');
    await guest.addCharacter(project_id, MARA);
    const avatar = await guest.upload(`/movie/avatar/${project_id}`, await avatarPng()).expect(200);
    const other = new MovieApi(suite.http, visitor(newSessionId()));
    await other.get(`/movie/project/${project_id}`).expect(404);
    const { token, user } = await signUp(suite.http, { visitorId: session });

    const signedInWithoutSession = new MovieApi(suite.http, account(token));
    const list = await signedInWithoutSession.get('/movie/projects').expect(200);

    expect(list.body.projects.map((p: { project_id: string }) => p.project_id)).toEqual([project_id]);
    expect((await signedInWithoutSession.get(`/movie/characters/${project_id}`).expect(200)).body.characters).toHaveLength(1);
    await guest.get(`/movie/project/${project_id}`).expect(404);
    const [asset] = await suite.database.query<{ user_id: string }>('SELECT user_id FROM assets WHERE id = $1', [avatar.body.avatar_filename.slice(0, 36)]);
    expect(asset.user_id).toBe(user.id);
  });

  it('deletes a movie with its files', async () => {
    const api = await signedIn();
    const project_id = await api.createProject();
    const avatar = await api.upload(`/movie/avatar/${project_id}`, await avatarPng()).expect(200);

    await api.delete(`/movie/project/${project_id}`).expect(200, { project_id, deleted: true });

    await api.get(`/movie/project/${project_id}`).expect(404);
    await suite.http.get(avatar.body.avatar_url).expect(404);
  });
});
