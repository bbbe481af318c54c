export type PromptIntent = 'greeting' | 'code' | 'question' | 'other';

const GREETING = /^\s*(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|bonjour|hola|salut)\b[\s!.,?]*(there|atelier|everyone|all)?[\s!.,?]*$/i;
const CODE =
  /\b(code|function|script|snippet|program|implement|class|method|regex|algorithm|sql|query|bash|python|javascript|typescript|java|rust|golang|c\+\+|c#|ruby|php|kotlin|swift|html|css|json|api endpoint|refactor|debug)\b/i;
const QUESTION_START =
  /^\s*(who|what|when|where|why|how|which|can|could|would|should|is|are|am|do|does|did|will|may|might|shall|explain|tell me)\b/i;

/** A rough reading of what the user wants; enough to choose a reply template. */
export function detectIntent(text: string): PromptIntent {
  if (GREETING.test(text)) return 'greeting';
  if (CODE.test(text)) return 'code';
  if (text.trim().endsWith('?') || QUESTION_START.test(text)) return 'question';
  return 'other';
}

const STOP_WORDS = new Set(
  (
    'a an the and or but if then so of to in on at by for with from into about over under as is are was were be been ' +
    'being am do does did have has had i me my we our you your he she it its they them their this that these those ' +
    'what which who whom whose when where why how can could would should will shall may might must please tell give ' +
    'show make write create want need like just some any all more most very also hello hi hey there thanks thank ' +
    'help let lets get got use using way ways thing things something anything does not no yes okay ok write explain'
  ).split(' '),
);

/** The user's distinctive words, first-seen order, so replies can echo what was asked about. */
export function extractKeywords(text: string, limit = 4): string[] {
  const seen = new Set<string>();
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'+#-]*/gu) ?? []) {
    const word = raw.replace(/'s$/, '');
    if (word.length < 3 || STOP_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    if (seen.size === limit) break;
  }
  return [...seen];
}
