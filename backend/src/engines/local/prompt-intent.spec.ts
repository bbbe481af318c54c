import { detectIntent, extractKeywords } from './prompt-intent';

describe(detectIntent.name, () => {
  it('tells greetings, code requests, questions and other prompts apart', () => {
    expect(detectIntent('Hi there!')).toBe('greeting');
    expect(detectIntent('good morning')).toBe('greeting');
    expect(detectIntent('Write a TypeScript function that debounces clicks')).toBe('code');
    expect(detectIntent('Why is the sky blue')).toBe('question');
    expect(detectIntent('the ocean at night?')).toBe('question');
    expect(detectIntent('A logo for a bakery')).toBe('other');
  });

  it('does not take a greeting that carries a real request for a greeting', () => {
    expect(detectIntent('Hello, can you explain recursion?')).toBe('question');
  });
});

describe(extractKeywords.name, () => {
  it('keeps the distinctive words in order, without stop words or repeats', () => {
    expect(extractKeywords('Please write a story about a dragon and the dragon’s castle by the sea')).toEqual([
      'story',
      'dragon',
      'castle',
      'sea',
    ]);
    expect(extractKeywords('Can you help me with it?')).toEqual([]);
  });
});
