/**
 * Tokens as the gateway meters them: one per started group of four characters (code points), the
 * usual rule of thumb for English with OpenAI-style tokenizers. Same rule for the prompt and the answer,
 * whatever engine runs, so a bill never depends on the provider's tokenizer.
 */
export const CHARACTERS_PER_TOKEN = 4;

export function countTokens(text: string): number {
  return Math.ceil([...text].length / CHARACTERS_PER_TOKEN);
}

/** The longest prefix of `text` that counts at most `tokens` tokens. */
export function truncateToTokens(text: string, tokens: number): string {
  const characters = [...text];
  const fits = tokens * CHARACTERS_PER_TOKEN;
  return characters.length <= fits ? text : characters.slice(0, fits).join('');
}
