import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearer, signUp } from './support/accounts';
import { LoopbackServer, readBody } from './support/loopback-server';
import { meterCount } from './support/metering';
import { useSuiteServer } from './support/suite-server';

const KEY = 'sk-music-test';
const MODEL = 'composer-test';

/** Chat completions that answer as a songwriter or a composer would, by what the system prompt asks. */
class FakeComposer extends LoopbackServer {
  readonly asked: Array<{ model: string; system: string; user: string }> = [];
  failNext = false;

  static async start(): Promise<FakeComposer> {
    const fake = new FakeComposer();
    await fake.listen();
    return fake;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = JSON.parse((await readBody(req)).toString()) as { model: string; messages: Array<{ content: string }> };
    this.asked.push({ model: body.model, system: body.messages[0].content, user: body.messages[1].content });
    if (req.headers.authorization !== `Bearer ${KEY}` || this.failNext) {
      this.failNext = false;
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'composer is out' } }));
      return;
    }
    const lyrics = { title: 'Harbour Lights', sections: [{ type: 'verse', content: 'Ships come home\nLanterns glow' }, { type: 'chorus', content: 'Harbour lights' }] };
    const harmony = { verse: ['Em7', 'Cmaj7', 'G', 'D'], chorus: ['C', 'D', 'Em', 'Em'] };
    const content = body.messages[0].content.startsWith('You are a songwriter') ? lyrics : harmony;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: `\`\`\`json\n${JSON.stringify(content)}\n\`\`\`` } }] }));
  }
}

describe('Music Studio with an OpenAI-compatible music engine (ENGINE_MUSIC=openai)', () => {
  let composer: FakeComposer;
  beforeAll(async () => {
    composer = await FakeComposer.start();
  });
  afterAll(async () => {
    await composer?.stop();
  });
  const suite = useSuiteServer(
    'music-openai',
    () => ({ ENGINE_MUSIC: 'openai', OPENAI_MUSIC_MODEL: MODEL, OPENAI_BASE_URL: composer.baseUrl, OPENAI_API_KEY: KEY }),
    { dataDir: 'music-openai' },
  );

  it('asks the model for lyrics and for the harmony, labels both with it, and still renders real stems', async () => {
    const account = await signUp(suite.http);
    await suite.database.query(`UPDATE users SET plan = 'studio' WHERE id = $1`, [account.user.id]);
    await suite.http.post('/api/music/projects').set(bearer(account.token)).send({ id: 'harbour1', genre: 'rock', length: 2 }).expect(201);

    const lyrics = await suite.http.post('/api/music/lyrics').set(bearer(account.token)).send({ prompt: 'ships at night', project_id: 'harbour1' }).expect(200);
    const beat = await suite.http.post('/api/music/beat').set(bearer(account.token)).send({ project_id: 'harbour1', tempo: 100, key: 'G' }).expect(200);

    expect(lyrics.headers['x-engine']).toBe(`openai/${MODEL} (${MODEL})`);
    expect(lyrics.body).toMatchObject({ source: `${MODEL} via OpenAI-compatible API`, title: 'Harbour Lights' });
    expect(lyrics.body.lyrics.map((section: { type: string }) => section.type)).toEqual(['verse', 'chorus']);
    expect(composer.asked.map((ask) => ask.model)).toEqual([MODEL, MODEL]);
    expect(composer.asked[0].user).toContain('ships at night');
    expect(composer.asked[1].user).toContain('G major at 100 BPM');
    expect(beat.body).toMatchObject({ source: `${MODEL} via OpenAI-compatible API`, engine: { provider: 'openai', model: MODEL } });
    expect(beat.body.vocals).toMatchObject({ label: 'Guide vocal (espeak-ng)' });
    const drums = await fetch(`${suite.server.url.replace(/\/api$/, '')}${beat.body.stems.drums}`);
    expect(drums.headers.get('content-type')).toBe('audio/wav');
    expect(Number(drums.headers.get('content-length'))).toBe(44 + beat.body.frames * 2);
    // Read to the end: an unread body keeps its connection busy, and the server's shutdown waits for it.
    const wav = Buffer.from(await drums.arrayBuffer());
    expect(wav.length).toBe(44 + beat.body.frames * 2);
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
  });

  it("answers the model's failure as 502 and gives the fair-use count back", async () => {
    const account = await signUp(suite.http);
    await suite.http.post('/api/music/projects').set(bearer(account.token)).send({ id: 'broken01' }).expect(201);
    composer.failNext = true;

    const answer = await suite.http.post('/api/music/lyrics').set(bearer(account.token)).send({ prompt: 'anything', project_id: 'broken01' }).expect(502);

    expect(answer.body).toEqual({ statusCode: 502, code: 'ENGINE_FAILED', message: 'The provider answered 500: composer is out' });
    expect(await meterCount(suite.database, `user:${account.user.id}`, 'music.lyrics')).toBe(0);
  });
});
