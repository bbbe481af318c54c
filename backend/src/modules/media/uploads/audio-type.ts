export interface AudioType {
  extension: 'webm' | 'ogg' | 'wav' | 'mp3' | 'm4a';
  contentType: string;
}

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * What the bytes are, whatever the name says: the formats browsers record (MediaRecorder gives WebM or,
 * in Safari, MP4/M4A) and the common files people pick. Null for anything else.
 */
export function detectAudioType(bytes: Buffer): AudioType | null {
  const head = bytes.subarray(0, 12).toString('latin1');
  if (bytes.subarray(0, 4).equals(EBML_MAGIC)) return { extension: 'webm', contentType: 'audio/webm' };
  if (head.startsWith('OggS')) return { extension: 'ogg', contentType: 'audio/ogg' };
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WAVE') return { extension: 'wav', contentType: 'audio/wav' };
  if (head.slice(4, 8) === 'ftyp') return { extension: 'm4a', contentType: 'audio/mp4' };
  if (head.startsWith('ID3')) return { extension: 'mp3', contentType: 'audio/mpeg' };
  // A bare MPEG audio frame: 11 sync bits, then a layer other than the reserved 00.
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) !== 0) {
    return { extension: 'mp3', contentType: 'audio/mpeg' };
  }
  return null;
}
