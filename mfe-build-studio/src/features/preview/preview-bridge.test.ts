import { BEAT_MS, previewBridge } from './preview-bridge';

describe('previewBridge', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Runs the bridge as the previewed page would (here the page is its own parent) and collects what it posts. */
  function run() {
    const posted: Array<Record<string, unknown>> = [];
    jest.spyOn(window, 'postMessage').mockImplementation((message: unknown) => void posted.push(message as Record<string, unknown>));
    const original = { ...console };
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    new Function(previewBridge(7))();
    return { posted, restore: () => Object.assign(console, original) };
  }

  afterEach(() => jest.restoreAllMocks());

  it('beats, and sends console output in capped batches with the count left out', () => {
    const { posted, restore } = run();
    for (let n = 0; n < 250; n++) console.log('line', n);
    jest.advanceTimersByTime(BEAT_MS);
    restore();
    const batches = posted.filter((message) => message.type === 'console');
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ source: 'atelier-preview', renderId: 7, dropped: 50 });
    expect((batches[0].lines as unknown[])).toHaveLength(200);
    expect(posted.some((message) => message.type === 'beat' && message.renderId === 7)).toBe(true);
  });

  it("swaps a css file's style in place when the studio sends new styles", () => {
    document.head.innerHTML = '<style data-file="style.css">h1 { color: red; }</style>';
    const { restore } = run();
    window.dispatchEvent(new MessageEvent('message', { source: window, data: { source: 'atelier-studio', type: 'styles', styles: { 'style.css': 'h1 { color: blue; }' } } }));
    restore();
    expect(document.querySelector('style[data-file="style.css"]')?.textContent).toBe('\nh1 { color: blue; }\n');
  });
});
