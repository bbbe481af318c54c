import { DISMISS_AFTER_MS, MAX_VISIBLE_TOASTS, toastStore } from './toast-store';

const texts = () => toastStore.getSnapshot().map((toast) => `${toast.message}${toast.count > 1 ? ` ×${toast.count}` : ''}`);

describe('toastStore', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toastStore.clear();
  });

  afterEach(() => {
    toastStore.clear();
    jest.useRealTimers();
  });

  it('merges the same text into one toast with a count', () => {
    for (let i = 0; i < 5; i += 1) toastStore.show('Copied to clipboard!', 'success');

    expect(texts()).toEqual(['Copied to clipboard! ×5']);
  });

  it('keeps the same text of another kind apart', () => {
    toastStore.show('Saved', 'success');
    toastStore.show('Saved', 'error');

    expect(toastStore.getSnapshot().map((toast) => toast.kind)).toEqual(['success', 'error']);
  });

  it(`shows at most ${MAX_VISIBLE_TOASTS}, the oldest giving way`, () => {
    toastStore.show('one');
    toastStore.show('two');
    toastStore.show('three');

    expect(texts()).toEqual(['two', 'three']);
  });

  it('moves a repeated toast to the newest place, so it is not the next to go', () => {
    toastStore.show('copied');
    toastStore.show('saved');
    toastStore.show('copied');
    toastStore.show('deleted');

    expect(texts()).toEqual(['copied ×2', 'deleted']);
  });

  it('dismisses after a while, and a repeat restarts the wait', () => {
    toastStore.show('copied');
    jest.advanceTimersByTime(DISMISS_AFTER_MS - 1000);
    toastStore.show('copied');
    jest.advanceTimersByTime(DISMISS_AFTER_MS - 1);

    expect(texts()).toEqual(['copied ×2']);
    jest.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('does not let the timer of a toast that gave way remove a later one', () => {
    const first = toastStore.show('one');
    toastStore.show('two');
    toastStore.show('three');
    toastStore.dismiss(first);
    jest.advanceTimersByTime(DISMISS_AFTER_MS);

    expect(texts()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('tells subscribers about every change', () => {
    const seen: number[] = [];
    const unsubscribe = toastStore.subscribe((toasts) => seen.push(toasts.length));
    toastStore.show('a');
    toastStore.show('a');
    toastStore.dismiss(toastStore.getSnapshot()[0].id);
    unsubscribe();

    expect(seen).toEqual([1, 1, 0]);
  });
});
