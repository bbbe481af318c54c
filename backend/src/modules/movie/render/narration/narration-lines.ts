/** Who speaks a line: a character of the scene's cast (by id), or the narrator. */
export interface NarrationLine {
  speaker: { id: string; name: string } | null;
  text: string;
}

/** A dialogue line as scripts write it: "NAME: what they say" (the name as the Character Bible has it, any case). */
const DIALOGUE = /^\s*([^:\n]{1,60}?)\s*:\s*(.+)$/;
/** A cue stays readable: a long sentence is cut at its commas into cues of at most this many characters. */
const MAX_CUE_CHARACTERS = 90;

/**
 * The scene's text as lines to speak, each a sentence (or a readable part of a long one): dialogue lines
 * ("MARA: We go tonight.") spoken by the character they name when that character is in the scene's cast,
 * everything else by the narrator.
 */
export function narrationLines(text: string, cast: ReadonlyArray<{ id: string; name: string }>): NarrationLine[] {
  const byName = new Map(cast.map((member) => [member.name.trim().toLowerCase(), member]));
  const lines: NarrationLine[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    if (!paragraph.trim()) continue;
    const dialogue = DIALOGUE.exec(paragraph);
    const member = dialogue ? byName.get(dialogue[1].trim().toLowerCase()) : undefined;
    const speaker = member ? { id: member.id, name: member.name } : null;
    const spoken = member && dialogue ? dialogue[2] : paragraph;
    for (const sentence of sentences(spoken)) lines.push({ speaker, text: sentence });
  }
  return lines;
}

function sentences(text: string): string[] {
  const parts = text.replace(/\s+/g, ' ').trim().match(/[^.!?…]+(?:[.!?…]+["'”’)]*|$)/g) ?? [];
  return parts.map((part) => part.trim()).filter((part) => /\w/.test(part)).flatMap(readableParts);
}

function readableParts(sentence: string): string[] {
  if (sentence.length <= MAX_CUE_CHARACTERS) return [sentence];
  const parts: string[] = [];
  let current = '';
  for (const clause of sentence.split(/(?<=[,;:])\s+/)) {
    if (current && current.length + clause.length + 1 > MAX_CUE_CHARACTERS) {
      parts.push(current);
      current = clause;
    } else current = current ? `${current} ${clause}` : clause;
  }
  if (current) parts.push(current);
  return parts;
}
