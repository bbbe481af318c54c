import { UnusableScriptError, parseScript, scriptMessages } from './provider-script';

describe(parseScript.name, () => {
  it('reads {"scenes": [...]} inside a code fence and prose', () => {
    const answer = 'Here you go:\n```json\n{"scenes":[{"prompt":"Mara runs.","characters":["Mara"]},{"description":"Vex laughs.","cast":["Vex", 3]}]}\n```';

    expect(parseScript(answer)).toEqual([
      { prompt: 'Mara runs.', characterNames: ['Mara'] },
      { prompt: 'Vex laughs.', characterNames: ['Vex'] },
    ]);
  });

  it('reads a bare list of strings and drops empty items', () => {
    expect(parseScript('["One.", "", {"prompt": "  "}, "Two."]')).toEqual([
      { prompt: 'One.', characterNames: [] },
      { prompt: 'Two.', characterNames: [] },
    ]);
  });

  it('cuts a scene at 1000 characters', () => {
    expect(parseScript(JSON.stringify([`${'a'.repeat(1200)}`]))[0].prompt).toHaveLength(1000);
  });

  it.each([['no json here'], ['{"scenes": [1, 2'], ['{"acts": []}'], ['{"scenes": [null, 4]}']])('refuses %s', (answer) => {
    expect(() => parseScript(answer)).toThrow(UnusableScriptError);
  });
});

describe(scriptMessages.name, () => {
  it('asks for exactly the planned number of scenes, naming the cast as the bible spells it', () => {
    const [system, user] = scriptMessages({
      prompt: 'A heist on the moon.',
      title: 'Moon Job',
      logline: '',
      targetMinutes: 5,
      characters: [{ name: 'Ada', role: 'Good Guy', bio: 'Engineer.' }],
      durations: [50, 50, 50, 50, 50, 50],
    });

    expect(system.content).toContain('exactly 6 scenes');
    expect(user.content).toBe('Title: Moon Job\nTarget length: 5 minutes (6 scenes of about 50 seconds each)\nCast:\n- Ada (Good Guy): Engineer.\nIdea: A heist on the moon.');
  });
});
