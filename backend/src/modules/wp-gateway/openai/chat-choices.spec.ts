import { ChatChoices } from './chat-choices';

describe(ChatChoices.name, () => {
  it('reassembles tool calls from their pieces and counts their names and arguments', () => {
    const choices = new ChatChoices(1, 100, 100);
    choices.accept({ choice: 0, toolCalls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '' } }] });
    choices.accept({ choice: 0, toolCalls: [{ index: 0, function: { arguments: '{"city":' } }] });
    choices.accept({ choice: 0, toolCalls: [{ index: 0, function: { arguments: '"Paris"}' } }] });
    choices.accept({ choice: 0, finishReason: 'tool_calls' });
    const [outcome] = choices.outcomes();
    expect(outcome.toolCalls).toEqual([{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }]);
    expect(outcome.finishReason).toBe('tool_calls');
    expect(choices.completionTokens()).toBe(Math.ceil('get_weather{"city":"Paris"}'.length / 4));
  });

  it('cuts a choice at its own cap and all choices at the plan room, each ending with length', () => {
    const choices = new ChatChoices(3, 2, 3); // 8 characters per choice, 12 in all
    expect(choices.accept({ choice: 0, content: 'abcdefghij' })).toEqual({ choice: 0, content: 'abcdefgh' });
    expect(choices.accept({ choice: 0, content: 'more' })).toBeNull();
    expect(choices.accept({ choice: 1, content: 'klmnopq' })).toEqual({ choice: 1, content: 'klmn' });
    expect(choices.finished).toBe(true);
    expect(choices.outcomes().map((choice) => [choice.content, choice.finishReason])).toEqual([
      ['abcdefgh', 'length'],
      ['klmn', 'length'],
      ['', 'length'],
    ]);
  });

  it('ignores choices that were not asked for', () => {
    const choices = new ChatChoices(1, 10, 10);
    expect(choices.accept({ choice: 1, content: 'x' })).toBeNull();
    expect(choices.empty).toBe(true);
  });
});
