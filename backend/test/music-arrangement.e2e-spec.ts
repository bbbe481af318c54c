import { type TestAccount, bearer, signUp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { scaled } from './support/time-factor';

interface Clip {
  id: string;
  lane: string;
  start: number;
  length: number;
  offset: number;
}
interface Lane {
  lane: string;
  muted: boolean;
  solo: boolean;
  volume: number;
}

describe('Music Studio: a new beat keeps the saved arrangement (real PostgreSQL, the offline synthesizer)', () => {
  let pro: TestAccount;
  const suite = useSuiteServer('music-arrangement', () => ({ DATA_DIR: makeTempDir('music-arrangement-data') }));

  beforeAll(async () => {
    pro = await signUp(suite.http);
    await suite.database.query(`UPDATE users SET plan = 'pro' WHERE id = $1`, [pro.user.id]);
  });

  const beat = (id: string, tempo: number) => suite.http.post('/api/music/beat').set(bearer(pro.token)).send({ project_id: id, tempo, key: 'C' }).expect(200);
  const project = async (id: string) => (await suite.http.get(`/api/music/projects/${id}`).set(bearer(pro.token)).expect(200)).body;

  it('writes the default for a first beat and an untouched default, and keeps a moved clip, a mute and a volume, shortening what the slower beat cannot hold', async () => {
    const { body: created } = await suite.http.post('/api/music/projects').set(bearer(pro.token)).send({ id: `ma${Date.now().toString(36)}`, length: 2 }).expect(201);
    const first = (await beat(created.id, 120)).body;
    expect(first.arrangement_note).toBeNull();

    // An untouched default follows the new beat's form.
    const again = (await beat(created.id, 120)).body;
    expect(again.arrangement_note).toBeNull();

    const { arrangement } = await project(created.id);
    const moved = arrangement.clips.find((clip: Clip) => clip.id === 'drums-1');
    moved.start += 4;
    arrangement.lanes.find((lane: Lane) => lane.lane === 'melody').muted = true;
    arrangement.lanes.find((lane: Lane) => lane.lane === 'bass').volume = 0.5;
    await suite.http.put(`/api/music/projects/${created.id}`).set(bearer(pro.token)).send({ arrangement }).expect(200);

    // Two minutes at 90 BPM are fewer beats than at 120: the clips near the old end no longer fit.
    const slower = (await beat(created.id, 90)).body;
    const after = await project(created.id);

    expect(after.beat.job_id).toBe(slower.job_id);
    expect(after.arrangement.lanes).toEqual(arrangement.lanes);
    expect(after.arrangement.clips.find((clip: Clip) => clip.id === 'drums-1')).toEqual(moved);
    const fitted = after.arrangement.clips.every((clip: Clip) => clip.offset + clip.length <= slower.total_beats);
    expect(fitted).toBe(true);
    expect(slower.arrangement_note).toEqual({
      message: expect.stringMatching(/^Your arrangement was kept\. .*(shortened|removed).* \d:\d\d beat\./),
      adjustments: expect.arrayContaining([expect.objectContaining({ kind: expect.stringMatching(/shortened|removed/) })]),
    });
    expect(after.beat.arrangement_note).toEqual(slower.arrangement_note);
    const unchanged = arrangement.clips.filter((clip: Clip) => !slower.arrangement_note.adjustments.some((adjustment: { clip_id: string }) => adjustment.clip_id === clip.id));
    expect(after.arrangement.clips).toEqual(expect.arrayContaining(unchanged));
    expect(unchanged.length).toBeGreaterThan(0);
  }, scaled(240_000));
});
