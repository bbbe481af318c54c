import { conversationTime, conversationTitle, UNTITLED_CONVERSATION } from './conversation-title';

describe(conversationTitle.name, () => {
  it('prefers the name given, then the first question, then New chat', () => {
    expect(conversationTitle({ title: 'Trip ideas', first_message: 'Where to go?' })).toBe('Trip ideas');
    expect(conversationTitle({ title: null, first_message: 'Where to go?\nSomewhere warm' })).toBe('Where to go?');
    expect(conversationTitle({ title: null, first_message: null })).toBe(UNTITLED_CONVERSATION);
    expect(conversationTitle({ title: null, first_message: '   ' })).toBe(UNTITLED_CONVERSATION);
  });

  it('names a question sent with an image by the question, and shortens long ones', () => {
    const withImage = '[Image context: cat.png]\nA grey cat.\n[End of image context]\n\nWhat breed is it?';
    expect(conversationTitle({ title: null, first_message: withImage })).toBe('What breed is it?');
    const long = conversationTitle({ title: null, first_message: 'x'.repeat(80) });
    expect([...long]).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe(conversationTime.name, () => {
  it('shows the time for today and the date before', () => {
    const now = new Date(2026, 10, 24, 15, 0);
    expect(conversationTime(new Date(2026, 10, 24, 9, 5).toISOString(), now)).toMatch(/09|9/);
    expect(conversationTime(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toMatch(/20/);
    expect(conversationTime('not a date', now)).toBe('');
  });
});
