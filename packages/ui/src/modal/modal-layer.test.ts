import { openModalLayer } from './modal-layer';

function pressEscape(target: Element = document.body) {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('openModalLayer', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('closes on Escape from anywhere in the document, and locks page scrolling until removed', () => {
    const onEscape = jest.fn();
    const layer = openModalLayer(onEscape);
    expect(document.body.style.overflow).toBe('hidden');
    const event = pressEscape();
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    layer.remove();
    expect(document.body.style.overflow).toBe('');
    pressEscape();
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('answers Escape on the top layer only: the one below closes with the next Escape', () => {
    const below = jest.fn();
    const above = jest.fn();
    const lower = openModalLayer(below);
    const upper = openModalLayer(above);
    pressEscape();
    expect(above).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
    upper.remove();
    expect(document.body.style.overflow).toBe('hidden');
    pressEscape();
    expect(below).toHaveBeenCalledTimes(1);
    lower.remove();
  });

  it('leaves an Escape that a control inside already handled', () => {
    const onEscape = jest.fn();
    const layer = openModalLayer(onEscape);
    const input = document.body.appendChild(document.createElement('input'));
    input.addEventListener('keydown', (event) => event.preventDefault());
    pressEscape(input);
    expect(onEscape).not.toHaveBeenCalled();
    input.remove();
    layer.remove();
  });
});
