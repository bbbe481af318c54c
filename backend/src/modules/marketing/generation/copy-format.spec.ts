import { COPY_FIELDS, parseCopy } from './copy-format';

describe(parseCopy.name, () => {
  const ad = COPY_FIELDS.ad;

  it('reads the JSON object it asked for, in field order, labelled', () => {
    expect(parseCopy('{"cta":"Shop now","headline":"Hi","body":"Text"}', ad)).toEqual([
      { label: 'Headline', content: 'Hi' },
      { label: 'Body', content: 'Text' },
      { label: 'Call to action', content: 'Shop now' },
    ]);
  });

  it('finds the object inside a code fence or after a sentence', () => {
    const reply = 'Sure! Here it is:\n```json\n{"subject": "Spring", "preview": "20% off", "body": "Hi there"}\n```';
    expect(parseCopy(reply, COPY_FIELDS.email)?.map((p) => p.content)).toEqual(['Spring', '20% off', 'Hi there']);
  });

  it('reads "Label: text" lines when the answer is not JSON, multi-line parts included', () => {
    const reply = '**Headline:** Spring sale\nBody: Candles for everyone.\nStill the body.\nCall to action: Shop now';
    expect(parseCopy(reply, ad)).toEqual([
      { label: 'Headline', content: 'Spring sale' },
      { label: 'Body', content: 'Candles for everyone.\nStill the body.' },
      { label: 'Call to action', content: 'Shop now' },
    ]);
  });

  it('keeps free text as the body rather than losing it, and gives up on nothing', () => {
    expect(parseCopy('Just a paragraph of copy.', ad)).toEqual([{ label: 'Body', content: 'Just a paragraph of copy.' }]);
    expect(parseCopy('  ', ad)).toBeNull();
    expect(parseCopy('{"headline": ""}', COPY_FIELDS.social)).toEqual([{ label: 'Post', content: '{"headline": ""}' }]);
  });
});
