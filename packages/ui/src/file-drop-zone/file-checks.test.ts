import { acceptsFile, checkFiles, formatBytes } from './file-checks';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe(acceptsFile.name, () => {
  it('matches MIME types, wildcards and extensions, case-insensitively', () => {
    expect(acceptsFile(file('a.MP3', 'audio/mpeg'), 'audio/mpeg')).toBe(true);
    expect(acceptsFile(file('a.png', 'image/png'), 'image/*')).toBe(true);
    expect(acceptsFile(file('a.WAV', ''), '.wav, .mp3')).toBe(true);
    expect(acceptsFile(file('a.gif', 'image/gif'), 'audio/*,.wav')).toBe(false);
    expect(acceptsFile(file('imagefile', 'imagex/png'), 'image/*')).toBe(false);
  });

  it('accepts anything without an accept list', () => {
    expect(acceptsFile(file('a.bin', ''), undefined)).toBe(true);
    expect(acceptsFile(file('a.bin', ''), ' ')).toBe(true);
  });
});

describe(formatBytes.name, () => {
  it('uses bytes, then binary units with at most one decimal', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
  });
});

describe(checkFiles.name, () => {
  it('rejects wrong types and oversize files with a message each, keeping the rest', () => {
    const ok = file('take.wav', 'audio/wav', 100);
    const { accepted, rejected } = checkFiles([ok, file('cover.gif', 'image/gif'), file('long.wav', 'audio/wav', 2048)], {
      accept: 'audio/wav,.mp3',
      acceptDescription: 'MP3 or WAV',
      maxBytes: 1024,
      multiple: true,
    });
    expect(accepted).toEqual([ok]);
    expect(rejected.map((item) => [item.reason, item.message])).toEqual([
      ['type', '"cover.gif" is not an accepted file type. Accepted: MP3 or WAV.'],
      ['size', '"long.wav" is too large (2 KB). The limit is 1 KB.'],
    ]);
  });

  it('names the accept list when there is no description', () => {
    const { rejected } = checkFiles([file('a.txt', 'text/plain')], { accept: 'image/*, .svg' });
    expect(rejected[0].message).toBe('"a.txt" is not an accepted file type. Accepted: image/*, .svg.');
  });

  it('refuses several files at once when only one is wanted', () => {
    const { accepted, rejected } = checkFiles([file('a.png', 'image/png'), file('b.png', 'image/png')], { multiple: false });
    expect(accepted).toEqual([]);
    expect(rejected.map((item) => item.reason)).toEqual(['count', 'count']);
    expect(rejected[0].message).toBe('Only one file can be added at a time.');
  });
});
