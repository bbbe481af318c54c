import { keySignature } from './performance-midi';

describe(keySignature.name, () => {
  it('writes majors with their own accidentals, minors with their relative major, dorian with its parent', () => {
    expect(keySignature('D', 'major')).toEqual({ sharps: 2, minor: false });
    expect(keySignature('F', 'major')).toEqual({ sharps: -1, minor: false });
    expect(keySignature('C', 'minor')).toEqual({ sharps: -3, minor: true });
    expect(keySignature('B', 'harmonic minor')).toEqual({ sharps: 2, minor: true });
    expect(keySignature('D', 'dorian')).toEqual({ sharps: 0, minor: false });
  });
});
