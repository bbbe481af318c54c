import { narrationLines } from './narration-lines';

const cast = [
  { id: 'c-mara', name: 'Mara' },
  { id: 'c-jon', name: 'Jon Reyes' },
];

describe('narrationLines', () => {
  it('gives a dialogue line to the cast member it names (any case) and the rest to the narrator, a sentence each', () => {
    const lines = narrationLines('The storm breaks over the harbour. Nobody moves.\nMARA: We go tonight!\njon reyes: Fine.', cast);
    expect(lines).toEqual([
      { speaker: null, text: 'The storm breaks over the harbour.' },
      { speaker: null, text: 'Nobody moves.' },
      { speaker: { id: 'c-mara', name: 'Mara' }, text: 'We go tonight!' },
      { speaker: { id: 'c-jon', name: 'Jon Reyes' }, text: 'Fine.' },
    ]);
  });

  it('leaves a "Name:" line of someone outside the cast to the narrator, whole', () => {
    expect(narrationLines('Note: the lights go out', cast)).toEqual([{ speaker: null, text: 'Note: the lights go out' }]);
  });

  it('cuts a long sentence at its commas into readable cues and skips empty text', () => {
    const long = 'Mara runs along the quay, past the shuttered fish market, under the crane that groans in the wind, and into the dark of the warehouse.';
    const lines = narrationLines(`${long}\n\n  ...  `, cast);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.text.length <= 90)).toBe(true);
    expect(lines.map((line) => line.text).join(' ')).toBe(long);
    expect(narrationLines('   \n', cast)).toEqual([]);
  });
});
