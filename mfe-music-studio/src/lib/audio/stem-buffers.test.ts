import { type LaneBuffers, decodeHeadsFirst } from './stem-buffers';

/** A decoder whose files decode when the test says so; records the order it was asked in. */
function fakeDecoder() {
  const pending = new Map<string, { resolve: (buffer: AudioBuffer) => void; reject: (error: Error) => void }>();
  const asked: string[] = [];
  const decode = (urls: readonly string[]) =>
    new Promise<AudioBuffer>((resolve, reject) => {
      asked.push(urls[0]);
      pending.set(urls[0], { resolve, reject });
    });
  const settle = async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  };
  const finish = async (url: string) => {
    pending.get(url)?.resolve({ url } as unknown as AudioBuffer);
    await settle();
  };
  const fail = async (url: string) => {
    pending.get(url)?.reject(new Error(`${url} does not decode`));
    await settle();
  };
  return { decode, asked, finish, fail, settle };
}

const urlsOf = (buffers: LaneBuffers) => Object.fromEntries(Object.entries(buffers).map(([lane, buffer]) => [lane, (buffer as unknown as { url: string }).url]));

describe('decodeHeadsFirst', () => {
  const sources = { drums: ['/d.webm', '/d.wav'], bass: ['/b.webm', '/b.wav'] };
  const heads = { drums: '/dh.webm', bass: '/bh.webm' };

  it('is ready with every head, before any whole file is even asked for, then hands over lane by lane', async () => {
    const decoder = fakeDecoder();
    const changes: Array<[Record<string, string>, boolean]> = [];
    const headsOnly: string[][] = [];
    const done = decodeHeadsFirst(sources, heads, decoder.decode, (buffers, whole, lanes) => {
      changes.push([urlsOf(buffers), whole]);
      headsOnly.push(lanes);
    });
    await decoder.settle();
    expect(decoder.asked).toEqual(['/dh.webm', '/bh.webm']);

    await decoder.finish('/dh.webm');
    expect(changes).toEqual([]);
    await decoder.finish('/bh.webm');
    expect(changes).toEqual([[{ drums: '/dh.webm', bass: '/bh.webm' }, false]]);
    expect(decoder.asked).toEqual(['/dh.webm', '/bh.webm', '/d.webm', '/b.webm']);

    await decoder.finish('/b.webm');
    await decoder.finish('/d.webm');
    await done;
    expect(changes.slice(1)).toEqual([
      [{ drums: '/dh.webm', bass: '/b.webm' }, false],
      [{ drums: '/d.webm', bass: '/b.webm' }, true],
    ]);
    // Which lanes are still heads, for the transport to wait on rather than play silence.
    expect(headsOnly).toEqual([['drums', 'bass'], ['drums'], []]);
  });

  it('waits for the whole file of a lane whose head does not decode', async () => {
    const decoder = fakeDecoder();
    const changes: Array<[Record<string, string>, boolean]> = [];
    const done = decodeHeadsFirst(sources, heads, decoder.decode, (buffers, whole) => changes.push([urlsOf(buffers), whole]));
    await decoder.finish('/dh.webm');
    await decoder.fail('/bh.webm');
    expect(changes).toEqual([]);

    await decoder.finish('/b.webm');
    expect(changes).toEqual([[{ drums: '/dh.webm', bass: '/b.webm' }, false]]);
    await decoder.finish('/d.webm');
    await done;
    expect(changes.at(-1)).toEqual([{ drums: '/d.webm', bass: '/b.webm' }, true]);
  });

  it('without heads (an older beat, or the WAVs), is ready once, when every whole file is decoded', async () => {
    const decoder = fakeDecoder();
    const changes: Array<[Record<string, string>, boolean]> = [];
    const done = decodeHeadsFirst(sources, {}, decoder.decode, (buffers, whole) => changes.push([urlsOf(buffers), whole]));
    await decoder.settle();
    expect(decoder.asked).toEqual(['/d.webm', '/b.webm']);
    await decoder.finish('/d.webm');
    expect(changes).toEqual([]);
    await decoder.finish('/b.webm');
    await done;
    expect(changes).toEqual([[{ drums: '/d.webm', bass: '/b.webm' }, true]]);
  });

  it('rejects when a lane decodes neither way', async () => {
    const decoder = fakeDecoder();
    const done = decodeHeadsFirst(sources, heads, decoder.decode, () => undefined);
    await decoder.finish('/dh.webm');
    await decoder.finish('/bh.webm');
    await decoder.fail('/d.webm');
    await expect(done).rejects.toThrow('/d.webm does not decode');
  });
});
