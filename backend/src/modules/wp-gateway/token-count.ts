/**
 * Tokens as the gateway meters them: one per started group of four characters (code points), the
 * usual rule of thumb for English with OpenAI-style tokenizers. Same rule for the prompt and the answer,
 * whatever engine runs, so a bill never depends on the provider's tokenizer.
 */
export function countTokens(text: string): number {
  return Math.ceil([...text].length / 4);
}

/** The longest prefix of `text` that counts at most `tokens` tokens. */
export function truncateToTokens(text: string, tokens: number): string {
  const characters = [...text];
  return characters.length <= tokens * 4 ? text : characters.slice(0, tokens * 4).join('');
}
