import { artifactImage, artifactText, artifactTitle } from './artifact-text';

describe(artifactText.name, () => {
  it('puts each part under its label, in order', () => {
    const text = artifactText({
      output: [
        { type: 'text', label: 'Subject', content: 'Spring sale' },
        { type: 'text', label: 'Body', content: 'Hi there,\n\nIt is on.' },
      ],
    });
    expect(text).toBe('Subject:\nSpring sale\n\nBody:\nHi there,\n\nIt is on.');
  });

  it('has no text for an image, whose url is found instead', () => {
    const visual = { output: [{ type: 'image' as const, url: '/api/media/1', alt: 'A candle' }] };
    expect(artifactText(visual)).toBe('');
    expect(artifactImage(visual)?.url).toBe('/api/media/1');
  });
});

describe(artifactTitle.name, () => {
  it('names the kind and its copy type or style', () => {
    expect(artifactTitle({ kind: 'campaign_copy', copy_type: 'email', style: null })).toBe('Campaign copy · Email');
    expect(artifactTitle({ kind: 'visual', copy_type: null, style: '3d' })).toBe('Visual · 3D');
    expect(artifactTitle({ kind: 'copy', copy_type: null, style: null })).toBe('Quick copy');
  });
});
