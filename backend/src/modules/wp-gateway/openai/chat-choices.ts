import type { ChatDelta, ChatToolCall, ToolCallDelta } from '../../../engines/text-engine';
import type { FinishReason } from './dto/openai-responses.dto';
import { CHARACTERS_PER_TOKEN, countTokens } from '../token-count';

/** One choice as delivered: its text, its tool calls reassembled from their pieces, logprobs, why it ended. */
export interface ChoiceOutcome {
  index: number;
  content: string;
  toolCalls: ChatToolCall[];
  logprobs: unknown[] | null;
  finishReason: FinishReason;
}

const cut = (text: string, room: number): string => ([...text].length > room ? [...text].slice(0, room).join('') : text);

/**
 * The choices of one completion as their deltas arrive, each kept within the budget: `perChoice` tokens for
 * one choice (max_tokens and the gateway's cap) and `total` for all of them (the plan's room). Text, tool
 * call names and arguments all count, one token per 4 characters (README § OpenAI-compatible API). A choice
 * cut short ends with finish_reason `length`; `accept` answers the part of each delta that was delivered.
 */
export class ChatChoices {
  private readonly choices = new Map<number, ChoiceOutcome & { characters: number; ended: boolean; cutShort: boolean }>();
  private characters = 0;

  constructor(
    private readonly count: number,
    private readonly perChoice: number,
    private readonly total: number,
  ) {}

  /** The delivered part of `delta` (null when nothing of it fits or its choice is not one asked for). */
  accept(delta: ChatDelta): ChatDelta | null {
    if (delta.choice < 0 || delta.choice >= this.count) return null;
    const choice = this.choiceAt(delta.choice);
    if (choice.ended) return null;
    const room = () => Math.min(this.perChoice * CHARACTERS_PER_TOKEN - choice.characters, this.total * CHARACTERS_PER_TOKEN - this.characters);
    const take = (text: string): string => {
      const kept = cut(text, Math.max(0, room()));
      if (kept !== text) this.endShort(choice);
      const length = [...kept].length;
      choice.characters += length;
      this.characters += length;
      return kept;
    };
    const delivered: ChatDelta = { choice: delta.choice };
    if (delta.content) {
      const content = take(delta.content);
      if (content) {
        choice.content += content;
        delivered.content = content;
      }
    }
    if (delta.toolCalls && !choice.ended) {
      const calls: ToolCallDelta[] = [];
      for (const call of delta.toolCalls) {
        if (choice.ended) break;
        const piece: ToolCallDelta = { index: call.index, ...(call.id ? { id: call.id } : {}), ...(call.type ? { type: call.type } : {}) };
        const name = call.function?.name !== undefined ? take(call.function.name) : undefined;
        const args = call.function?.arguments !== undefined && !choice.ended ? take(call.function.arguments) : undefined;
        if (name !== undefined || args !== undefined) piece.function = { ...(name !== undefined ? { name } : {}), ...(args !== undefined ? { arguments: args } : {}) };
        this.addToolCall(choice, piece);
        calls.push(piece);
      }
      if (calls.length > 0) delivered.toolCalls = calls;
    }
    if (delta.logprobs?.length) {
      choice.logprobs = [...(choice.logprobs ?? []), ...delta.logprobs];
      delivered.logprobs = delta.logprobs;
    }
    if (delta.finishReason && !choice.ended) {
      choice.finishReason = delta.finishReason;
      choice.ended = true;
    }
    return Object.keys(delivered).length > 1 ? delivered : null;
  }

  /** Every asked-for choice has ended, or the budget for all of them is spent: the engine can stop. */
  get finished(): boolean {
    if (this.characters >= this.total * CHARACTERS_PER_TOKEN) return true;
    for (let index = 0; index < this.count; index += 1) if (!this.choices.get(index)?.ended) return false;
    return true;
  }

  /** Nothing at all was delivered (then nothing is charged). */
  get empty(): boolean {
    return this.characters === 0;
  }

  /** The choices in order; one the engine never finished ends `length` if it was cut, else `stop`. */
  outcomes(): ChoiceOutcome[] {
    return Array.from({ length: this.count }, (_, index) => {
      const { characters: _characters, ended, cutShort, ...outcome } = this.choiceAt(index);
      const exhausted = !ended && this.characters >= this.total * CHARACTERS_PER_TOKEN;
      return { ...outcome, finishReason: cutShort || exhausted ? 'length' : outcome.finishReason };
    });
  }

  /** Tokens of the answer: each choice's text, tool call names and arguments, one per started 4 characters. */
  completionTokens(): number {
    return this.outcomes().reduce(
      (sum, choice) => sum + countTokens(choice.content + choice.toolCalls.map((call) => call.function.name + call.function.arguments).join('')),
      0,
    );
  }

  private endShort(choice: { ended: boolean; cutShort: boolean; finishReason: FinishReason }): void {
    choice.ended = true;
    choice.cutShort = true;
    choice.finishReason = 'length';
  }

  private addToolCall(choice: ChoiceOutcome, piece: ToolCallDelta): void {
    const call = (choice.toolCalls[piece.index] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
    if (piece.id) call.id = piece.id;
    call.function.name += piece.function?.name ?? '';
    call.function.arguments += piece.function?.arguments ?? '';
  }

  private choiceAt(index: number) {
    let choice = this.choices.get(index);
    if (!choice) {
      choice = { index, content: '', toolCalls: [], logprobs: null, finishReason: 'stop', characters: 0, ended: false, cutShort: false };
      this.choices.set(index, choice);
    }
    return choice;
  }
}
