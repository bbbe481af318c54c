import { exportFileName } from './export-file-name';

describe(exportFileName.name, () => {
  it('names the file after the title, without what a file system refuses', () => {
    expect(exportFileName('Last Delivery')).toBe('Last Delivery.mp4');
    expect(exportFileName('Night / Day: "Part 2"?')).toBe('Night Day Part 2.mp4');
    expect(exportFileName('Café Noir', 'vtt')).toBe('Café Noir.vtt');
    expect(exportFileName('  ...  ')).toBe('Movie.mp4');
  });
});
