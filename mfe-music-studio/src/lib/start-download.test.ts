import { startDownload } from './start-download';

describe('startDownload', () => {
  it('clicks a download link to the file under its name, then takes the link away', () => {
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const open = jest.spyOn(window, 'open');

    startDownload('http://api.test/api/media/m1?download=Late%20Night%20Drive%20%E2%80%93%20mix.mp3', 'Late Night Drive – mix.mp3');

    expect(clicked).toHaveLength(1);
    expect(clicked[0].href).toBe('http://api.test/api/media/m1?download=Late%20Night%20Drive%20%E2%80%93%20mix.mp3');
    expect(clicked[0].download).toBe('Late Night Drive – mix.mp3');
    expect(clicked[0].isConnected).toBe(false);
    expect(open).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
