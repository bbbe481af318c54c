import { parseMidi } from 'midi-file';
import { decodeAudio, zipEntries } from './music.support';
import { correlation, measureLoudness, peakOf } from './music-loudness.support';
import { type TestAccount, bearer, signUp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { scaled } from './support/time-factor';

const TITLE = 'Late Night Drive';
/** −1 dBFS: no stem sample may reach it. */
const STEM_CEILING = 10 ** (-1 / 20);

let projectSequence = 0;
const projectId = () => `mx${(projectSequence += 1)}${Math.random().toString(36).slice(2, 8)}`;
const attachment = (fileName: string) => `filename*=UTF-8''${encodeURIComponent(fileName)}`;

describe('Music Studio exports: named downloads, every lane, a mastered mix, MIDI (real PostgreSQL, real ffmpeg)', () => {
  let origin: string;
  let pro: TestAccount;
  let project: { id: string };
  let beat: { tempo: number; key: string; scale: string; midi: boolean; total_beats: number };
  const tempo = 96;

  const suite = useSuiteServer('music-exports', () => ({ DATA_DIR: makeTempDir('music-exports-data') }));

  const download = async (url: string): Promise<{ response: Response; bytes: Buffer }> => {
    const response = await fetch(`${origin}${url}`);
    expect(response.status).toBe(200);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const exportAs = (format: string) => suite.http.post('/api/music/export').set(bearer(pro.token)).send({ project_id: project.id, format });

  beforeAll(async () => {
    origin = suite.server.url.replace(/\/api$/, '');
    pro = await signUp(suite.http);
    await suite.database.query(`UPDATE users SET plan = 'pro' WHERE id = $1`, [pro.user.id]);
    ({ body: project } = await suite.http.post('/api/music/projects').set(bearer(pro.token)).send({ id: projectId(), genre: 'pop', mood: 'energetic', length: 2 }).expect(201));
    await suite.http.put(`/api/music/projects/${project.id}`).set(bearer(pro.token)).send({ title: TITLE }).expect(200);
    ({ body: beat } = await suite.http.post('/api/music/beat').set(bearer(pro.token)).send({ project_id: project.id, tempo, key: 'D' }).expect(200));
  }, scaled(180_000));

  it('masters the final mix to −14 LUFS integrated with true peak under −1 dBTP, downloaded as "<title> – mix.mp3"', async () => {
    const exported = await exportAs('mp3').expect(200);

    expect(exported.body.file_name).toBe(`${TITLE} – mix.mp3`);
    const { response, bytes } = await download(exported.body.export_url);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('content-disposition')).toContain(attachment(`${TITLE} – mix.mp3`));
    const loudness = await measureLoudness(bytes, 'mix.mp3');
    expect(Math.abs(loudness.integrated - -14)).toBeLessThanOrEqual(1);
    expect(loudness.truePeak).toBeLessThanOrEqual(-1);
  }, scaled(600_000));

  it('zips a stem of every lane, muted ones too, none clipping, while the mastered mix leaves the muted lanes out', async () => {
    const { body: saved } = await suite.http.get(`/api/music/projects/${project.id}`).set(bearer(pro.token)).expect(200);
    const arrangement = saved.arrangement;
    for (const lane of arrangement.lanes) lane.muted = lane.lane !== 'drums';
    await suite.http.put(`/api/music/projects/${project.id}`).set(bearer(pro.token)).send({ arrangement }).expect(200);

    const exported = await exportAs('zip').expect(200);

    const { response, bytes } = await download(exported.body.export_url);
    expect(response.headers.get('content-disposition')).toContain(attachment(`${TITLE} – stems.zip`));
    const entries = zipEntries(bytes);
    expect([...entries.keys()].filter((name) => name.startsWith('stems/')).sort()).toEqual(['stems/bass.wav', 'stems/chords.wav', 'stems/drums.wav', 'stems/melody.wav']);
    const stems = Object.fromEntries(
      await Promise.all(['drums', 'bass', 'melody', 'chords'].map(async (lane) => [lane, await decodeAudio(entries.get(`stems/${lane}.wav`) as Buffer, `${lane}.wav`)] as const)),
    );
    for (const [lane, samples] of Object.entries(stems)) {
      expect([lane, peakOf(samples) > 0.05]).toEqual([lane, true]);
      expect([lane, peakOf(samples) <= STEM_CEILING + 1e-4]).toEqual([lane, true]);
    }
    // The mix is the drums alone (a gain and the limiter apart): it follows the drum stem, not the muted melody.
    const mix = await decodeAudio(entries.get('mix.wav') as Buffer, 'mix.wav');
    expect(correlation(mix, stems.drums)).toBeGreaterThan(0.9);
    expect(Math.abs(correlation(mix, stems.melody))).toBeLessThan(0.3);
    const loudness = await measureLoudness(entries.get('mix.wav') as Buffer, 'mix.wav');
    expect(Math.abs(loudness.integrated - -14)).toBeLessThanOrEqual(1);
    expect(loudness.truePeak).toBeLessThanOrEqual(-1);
  }, scaled(600_000));

  it('exports the parts as a format 1 MIDI file: a tempo track and Drums (channel 10), Bass, Melody, Chords in the key', async () => {
    expect(beat).toMatchObject({ key: 'D', scale: 'major', midi: true });
    const exported = await exportAs('mid').expect(200);

    expect(exported.body).toMatchObject({ format: 'mid', file_name: `${TITLE} – parts.mid` });
    const { response, bytes } = await download(exported.body.export_url);
    expect(response.headers.get('content-type')).toBe('audio/midi');
    expect(response.headers.get('content-disposition')).toContain(attachment(`${TITLE} – parts.mid`));
    const midi = parseMidi(bytes);
    expect(midi.header).toMatchObject({ format: 1, numTracks: 5 });
    const [conductor, ...parts] = midi.tracks;
    expect(conductor).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'setTempo', microsecondsPerBeat: Math.round(60_000_000 / tempo) }),
        expect.objectContaining({ type: 'timeSignature', numerator: 4, denominator: 4 }),
        // D major: two sharps.
        expect.objectContaining({ type: 'keySignature', key: 2, scale: 0 }),
      ]),
    );
    const names = parts.map((track) => track.find((event) => event.type === 'trackName'));
    expect(names.map((event) => (event && 'text' in event ? event.text : null))).toEqual(['Drums', 'Bass', 'Melody', 'Chords']);
    const noteOns = parts.map((track) => track.filter((event) => event.type === 'noteOn'));
    for (const notes of noteOns) expect(notes.length).toBeGreaterThan(20);
    expect(new Set(noteOns[0].map((event) => ('channel' in event ? event.channel : -1)))).toEqual(new Set([9]));
    expect(new Set(noteOns[0].map((event) => ('noteNumber' in event ? event.noteNumber : -1)))).toContain(36);
    // The parts last as long as the song: the drums end in its final bar.
    const ticks = parts[0].reduce((sum, event) => sum + event.deltaTime, 0);
    expect(ticks / (midi.header.ticksPerBeat as number)).toBeGreaterThan(beat.total_beats - 4);
    expect(ticks / (midi.header.ticksPerBeat as number)).toBeLessThanOrEqual(beat.total_beats);
  }, scaled(600_000));

  it('refuses MIDI for a beat without notes (an audio-only provider beat), saying why', async () => {
    await suite.database.query(`UPDATE music_projects SET beat = beat - 'composition' WHERE public_id = $1`, [project.id]);

    const refused = await exportAs('mid').expect(409);

    expect(refused.body).toMatchObject({ code: 'NO_NOTES', message: expect.stringContaining('no notes to export as MIDI') });
    const { body } = await suite.http.get(`/api/music/projects/${project.id}`).set(bearer(pro.token)).expect(200);
    expect(body.beat.midi).toBe(false);
  }, scaled(60_000));
});
