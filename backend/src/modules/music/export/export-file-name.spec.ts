import { downloadUrl, exportFileName } from './export-file-name';

describe(exportFileName.name, () => {
  it("names each export after the project's title with an en dash", () => {
    expect(exportFileName('Late Night Drive', 'mp3')).toBe('Late Night Drive – mix.mp3');
    expect(exportFileName('Late Night Drive', 'zip')).toBe('Late Night Drive – stems.zip');
    expect(exportFileName('Late Night Drive', 'wav')).toBe('Late Night Drive – mix.wav');
    expect(exportFileName('Late Night Drive', 'mid')).toBe('Late Night Drive – parts.mid');
  });

  it('makes the title safe for file systems, and names an untitled song', () => {
    expect(exportFileName('Drive: 2/3?', 'mp3')).toBe('Drive 2 3 – mix.mp3');
    expect(exportFileName(null, 'zip')).toBe('Untitled song – stems.zip');
  });
});

describe(downloadUrl.name, () => {
  it('asks the media endpoint for an attachment under the name', () => {
    expect(downloadUrl('/api/media/abc', 'Late Night Drive – mix.mp3')).toBe('/api/media/abc?download=Late%20Night%20Drive%20%E2%80%93%20mix.mp3');
  });
});
