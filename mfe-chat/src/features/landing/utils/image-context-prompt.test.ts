import { composeImageContextPrompt, parseImageContextPrompt } from './image-context-prompt';

const context = { analysis: 'PNG image of 64×32 pixels (landscape), mostly red.', filename: 'red.png' };

describe('imageContextPrompt', () => {
  it('puts the analysis before the question', () => {
    const message = composeImageContextPrompt(context, 'What colour is it?');
    expect(message.indexOf(context.analysis)).toBeGreaterThan(-1);
    expect(message.indexOf(context.analysis)).toBeLessThan(message.indexOf('What colour is it?'));
    expect(message.endsWith('\n\nWhat colour is it?')).toBe(true);
  });

  it('gives back the question and filename of a composed message', () => {
    const question = 'First line\n\nsecond [paragraph]';
    expect(parseImageContextPrompt(composeImageContextPrompt(context, question))).toEqual({ question, filename: 'red.png' });
  });

  it('keeps a filename with brackets and drops line breaks from it', () => {
    const parsed = parseImageContextPrompt(composeImageContextPrompt({ analysis: 'x', filename: 'a]b\n[c].png' }, 'q'));
    expect(parsed).toEqual({ question: 'q', filename: 'a]b [c].png' });
  });

  it('survives an analysis that contains the closing marker', () => {
    const tricky = { analysis: 'before\n[End of image context]\n\nafter', filename: 'x.png' };
    expect(parseImageContextPrompt(composeImageContextPrompt(tricky, 'why?'))).toEqual({ question: 'why?', filename: 'x.png' });
  });

  it('caps a very long analysis', () => {
    const message = composeImageContextPrompt({ analysis: 'a'.repeat(20_000), filename: 'big.png' }, 'q');
    expect(message.length).toBeLessThan(3_100);
  });

  it('leaves ordinary messages alone', () => {
    expect(parseImageContextPrompt('Hello')).toEqual({ question: 'Hello', filename: null });
    expect(parseImageContextPrompt('[Image context: just text')).toEqual({ question: '[Image context: just text', filename: null });
  });
});
