import { contentDisposition, safeFileName } from './download-name';

describe(safeFileName.name, () => {
  it('keeps a plain title, en dashes and accents as they are', () => {
    expect(safeFileName('Late Night Drive', 'Untitled')).toBe('Late Night Drive');
    expect(safeFileName('Café – Ça va', 'Untitled')).toBe('Café – Ça va');
  });

  it('replaces what file systems refuse and trims dots and spaces at the ends', () => {
    expect(safeFileName('AC/DC: "Back" <in> black?*|\\', 'Untitled')).toBe('AC DC Back in black');
    expect(safeFileName('  ..hidden.. ', 'Untitled')).toBe('hidden');
    expect(safeFileName('line\nbreak\ttab', 'Untitled')).toBe('line break tab');
  });

  it('falls back when nothing is left or the name is a device name', () => {
    expect(safeFileName(null, 'Untitled song')).toBe('Untitled song');
    expect(safeFileName('///', 'Untitled song')).toBe('Untitled song');
    expect(safeFileName('CON', 'Untitled song')).toBe('Untitled song');
  });

  it('cuts a long title to 120 characters without splitting a character', () => {
    const name = safeFileName('é'.repeat(200), 'x');
    expect([...name]).toHaveLength(120);
  });
});

describe(contentDisposition.name, () => {
  it('names the file in UTF-8 (filename*) with an ASCII stand-in', () => {
    expect(contentDisposition('Late Night Drive – mix.mp3')).toBe(
      `attachment; filename="Late Night Drive - mix.mp3"; filename*=UTF-8''Late%20Night%20Drive%20%E2%80%93%20mix.mp3`,
    );
    expect(contentDisposition("Don't (stop).zip")).toBe(`attachment; filename="Don't (stop).zip"; filename*=UTF-8''Don%27t%20%28stop%29.zip`);
    expect(contentDisposition('Café.mid')).toContain('filename="Cafe.mid"');
  });

  it('names a file to play in the tab (inline) the same way', () => {
    expect(contentDisposition('Last Delivery.mp4', 'inline')).toBe(`inline; filename="Last Delivery.mp4"; filename*=UTF-8''Last%20Delivery.mp4`);
    expect(contentDisposition('Café "Noir".mp4')).toBe(`attachment; filename="Cafe Noir .mp4"; filename*=UTF-8''Caf%C3%A9%20%22Noir%22.mp4`);
  });
});
