import { type MelodyNote, fitLinesToPhrases, fitSyllablesToNotes } from './vocal-plan';

const note = (startFrame: number, midi: number, frames = 100): MelodyNote => ({ startFrame, frames, midi });

describe('syllables on melody notes', () => {
  it('sings one syllable per note when they match', () => {
    const notes = [note(0, 60), note(100, 62), note(200, 64)];
    expect(fitSyllablesToNotes(['in', 'to', 'night'], notes)).toEqual([
      { text: 'in', notes: [notes[0]] },
      { text: 'to', notes: [notes[1]] },
      { text: 'night', notes: [notes[2]] },
    ]);
  });

  it('holds the last syllable over the extra notes (a melisma)', () => {
    const notes = [note(0, 60), note(100, 62), note(200, 64), note(300, 65)];
    const sung = fitSyllablesToNotes(['oh', 'night'], notes);
    expect(sung.map((syllable) => syllable.text)).toEqual(['oh', 'night']);
    expect(sung[1].notes).toEqual(notes.slice(1));
  });

  it('shares notes when syllables outnumber them, keeping every syllable at the note’s pitch', () => {
    const sung = fitSyllablesToNotes(['hol', 'ding', 'on', 'tight'], [note(0, 60, 100), note(100, 67, 200)]);
    expect(sung).toEqual([
      { text: 'hol', notes: [{ startFrame: 0, frames: 50, midi: 60 }] },
      { text: 'ding', notes: [{ startFrame: 50, frames: 50, midi: 60 }] },
      { text: 'on', notes: [{ startFrame: 100, frames: 100, midi: 67 }] },
      { text: 'tight', notes: [{ startFrame: 200, frames: 100, midi: 67 }] },
    ]);
  });

  it('sings nothing without notes or syllables', () => {
    expect(fitSyllablesToNotes([], [note(0, 60)])).toEqual([]);
    expect(fitSyllablesToNotes(['la'], [])).toEqual([]);
  });

  it('gives each lyric line its own phrases, skipping phrases without notes', () => {
    const phrases = [[note(0, 60), note(100, 62)], [], [note(800, 64), note(900, 65)]];
    const sung = fitLinesToPhrases([['one', 'two'], ['three', 'four']], phrases);
    expect(sung.map((syllable) => [syllable.text, syllable.notes[0].startFrame])).toEqual([
      ['one', 0],
      ['two', 100],
      ['three', 800],
      ['four', 900],
    ]);
  });

  it('puts several lines on one phrase when lines outnumber phrases', () => {
    const sung = fitLinesToPhrases([['a'], ['b'], ['c']], [[note(0, 60), note(100, 62), note(200, 64)]]);
    expect(sung.map((syllable) => syllable.text)).toEqual(['a', 'b', 'c']);
  });
});
