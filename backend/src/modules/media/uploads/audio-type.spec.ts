import { detectAudioType } from './audio-type';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe(detectAudioType.name, () => {
  it.each([
    ['WebM (MediaRecorder)', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42), 'webm', 'audio/webm'],
    ['Ogg', bytes('OggS', 0, 2), 'ogg', 'audio/ogg'],
    ['WAV', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), 'wav', 'audio/wav'],
    ['MP3 with ID3', bytes('ID3', 4, 0), 'mp3', 'audio/mpeg'],
    ['a bare MP3 frame', bytes(0xff, 0xfb, 0x90, 0x64), 'mp3', 'audio/mpeg'],
    ['M4A (Safari)', bytes(0, 0, 0, 0x20, 'ftypM4A '), 'm4a', 'audio/mp4'],
  ])('recognises %s', (_name, content, extension, contentType) => {
    expect(detectAudioType(content)).toEqual({ extension, contentType });
  });

  it('refuses images, documents, text and empty files', () => {
    expect(detectAudioType(bytes(0x89, 'PNG\r\n', 0x1a, '\n'))).toBeNull();
    expect(detectAudioType(bytes('%PDF-1.7'))).toBeNull();
    expect(detectAudioType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBeNull();
    expect(detectAudioType(Buffer.from('hello'))).toBeNull();
    expect(detectAudioType(Buffer.alloc(0))).toBeNull();
  });
});
