import { act, fireEvent, render, screen } from '@testing-library/react';
import { layoutStorageKey } from './layout-storage';
import { StudioLayout, type StudioLayoutProps } from './studio-layout';

/** A controllable matchMedia: jsdom has none (so the layout is desktop unless a test says phone). */
function viewport(phone: boolean) {
  let matches = phone;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(toPhone: boolean) {
      matches = toPhone;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function renderStudio(props: Partial<StudioLayoutProps> = {}) {
  return render(
    <StudioLayout
      id="build"
      label="Build Studio"
      toolbar={<button type="button">Save</button>}
      side={{ label: 'Files', content: <p>file tree</p>, actions: <button type="button">New File</button> }}
      main={{ label: 'Preview', content: <label>Prompt<input /></label> }}
      aside={{ label: 'Chat', content: <p>messages</p> }}
      bottom={{ label: 'Terminal', content: <p>$ npm start</p> }}
      {...props}
    />,
  );
}

const separator = (name: string) => screen.getByRole('separator', { name: `Resize ${name}` });
const stored = () => JSON.parse(localStorage.getItem(layoutStorageKey('build')) ?? 'null');
/** jsdom has no PointerEvent: mouse events of the pointer types carry the coordinates. */
const pointer = (target: Element, type: string, init: MouseEventInit) => fireEvent(target, new MouseEvent(type, { bubbles: true, ...init }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

describe(StudioLayout.name, () => {
  it('lays out the toolbar, named panel regions around the canvas, and a separator per panel', () => {
    renderStudio();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    for (const name of ['Files', 'Preview', 'Chat', 'Terminal']) expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Files' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New File' })).toBeTruthy();
    const files = separator('Files');
    expect(files.getAttribute('aria-orientation')).toBe('vertical');
    expect([files.getAttribute('aria-valuenow'), files.getAttribute('aria-valuemin'), files.getAttribute('aria-valuemax')]).toEqual(['280', '180', '560']);
    expect(files.getAttribute('aria-controls')).toBe(screen.getByRole('region', { name: 'Files' }).id);
    expect(separator('Terminal').getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getByRole('region', { name: 'Files' }).style.width).toBe('280px');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('resizes with the arrows in the direction the separator moves, Shift for big steps, Home/End to the limits', () => {
    renderStudio({ side: { label: 'Files', content: null, minSize: 200, maxSize: 400 } });
    fireEvent.keyDown(separator('Files'), { key: 'ArrowRight' });
    expect(separator('Files').getAttribute('aria-valuenow')).toBe('296');
    fireEvent.keyDown(separator('Files'), { key: 'ArrowLeft', shiftKey: true });
    expect(separator('Files').getAttribute('aria-valuenow')).toBe('232');
    fireEvent.keyDown(separator('Files'), { key: 'End' });
    expect(separator('Files').getAttribute('aria-valuenow')).toBe('400');
    fireEvent.keyDown(separator('Files'), { key: 'Home' });
    expect(separator('Files').getAttribute('aria-valuenow')).toBe('200');
    // The right panel grows when its separator moves left; the bottom one when it moves up.
    fireEvent.keyDown(separator('Chat'), { key: 'ArrowLeft' });
    expect(separator('Chat').getAttribute('aria-valuenow')).toBe('336');
    fireEvent.keyDown(separator('Terminal'), { key: 'ArrowUp' });
    expect(separator('Terminal').getAttribute('aria-valuenow')).toBe('256');
    expect(screen.getByRole('region', { name: 'Terminal' }).style.height).toBe('256px');
    expect(stored().sizes).toEqual({ side: 200, aside: 336, bottom: 256 });
  });

  it('resizes by dragging, within the limits, and remembers the size when the drag ends', () => {
    renderStudio();
    const handle = separator('Files');
    pointer(handle, 'pointerdown', { clientX: 300, button: 0 });
    pointer(handle, 'pointermove', { clientX: 360 });
    expect(handle.getAttribute('aria-valuenow')).toBe('340');
    expect(stored()).toBeNull();
    pointer(handle, 'pointermove', { clientX: 1200 });
    expect(handle.getAttribute('aria-valuenow')).toBe('560');
    pointer(handle, 'pointerup', { clientX: 1200 });
    expect(stored().sizes.side).toBe(560);
    pointer(handle, 'pointermove', { clientX: 0 }); // released: no longer follows
    expect(handle.getAttribute('aria-valuenow')).toBe('560');
  });

  it('starts from the sizes and collapsed panels remembered for its id', () => {
    localStorage.setItem(layoutStorageKey('build'), JSON.stringify({ sizes: { side: 333, bottom: 9999 }, collapsed: { aside: true } }));
    renderStudio();
    expect(separator('Files').getAttribute('aria-valuenow')).toBe('333');
    expect(separator('Terminal').getAttribute('aria-valuenow')).toBe('640');
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Chat' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses and restores a panel, moving focus to the control that undoes it and keeping its content', () => {
    renderStudio({ side: { label: 'Files', content: <input aria-label="Filter files" /> } });
    fireEvent.change(screen.getByLabelText('Filter files'), { target: { value: 'src/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide Files' }));
    expect(screen.queryByRole('region', { name: 'Files' })).toBeNull();
    expect(screen.queryByRole('separator', { name: 'Resize Files' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show Files' }));
    expect(stored().collapsed).toEqual({ side: true });

    fireEvent.click(screen.getByRole('button', { name: 'Show Files' }));
    expect(screen.getByRole('region', { name: 'Files' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hide Files' }));
    expect((screen.getByLabelText('Filter files') as HTMLInputElement).value).toBe('src/');

    fireEvent.keyDown(separator('Terminal'), { key: 'Enter' });
    expect(screen.queryByRole('region', { name: 'Terminal' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show Terminal' }));
  });

  it('lets the screen own the collapsed state (e.g. a Terminal toggle in the toolbar)', () => {
    const onCollapsedChange = jest.fn();
    const bottom = { label: 'Terminal', content: null, collapsed: true, onCollapsedChange };
    const view = renderStudio({ bottom });
    fireEvent.click(screen.getByRole('button', { name: 'Show Terminal' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('region', { name: 'Terminal' })).toBeNull();
    view.rerender(
      <StudioLayout id="build" label="Build Studio" main={{ label: 'Preview', content: null }} bottom={{ ...bottom, collapsed: false }} />,
    );
    expect(screen.getByRole('region', { name: 'Terminal' })).toBeTruthy();
    expect(stored()).toBeNull();
  });

  it('shows one panel at a time on phones, behind tabs named after the panels', () => {
    viewport(true);
    renderStudio();
    expect(screen.getByRole('tablist', { name: 'Build Studio panels' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Files', 'Preview', 'Chat', 'Terminal']);
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.getAttribute('aria-labelledby'))).toEqual([screen.getByRole('tab', { name: 'Preview' }).id]);
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide Files' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Terminal' }));
    expect(screen.getByRole('tabpanel', { name: 'Terminal' }).textContent).toContain('$ npm start');
    expect(screen.queryByRole('tabpanel', { name: 'Preview' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Terminal' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.getByRole('tabpanel', { name: 'Files' })).toBeTruthy();
  });

  it('keeps every panel mounted when the viewport crosses 768 px', () => {
    const screenSize = viewport(false);
    const onMobilePanelChange = jest.fn();
    renderStudio({ onMobilePanelChange, defaultMobilePanel: 'aside' });
    const prompt = screen.getByRole('textbox', { name: 'Prompt' }) as HTMLInputElement;
    fireEvent.change(prompt, { target: { value: 'a landing page' } });
    screenSize.resize(true);
    expect(screen.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(onMobilePanelChange).toHaveBeenCalledWith('main');
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toBe(prompt);
    expect(prompt.value).toBe('a landing page');
    screenSize.resize(false);
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toBe(prompt);
    expect(screen.getByRole('region', { name: 'Chat' })).toBeTruthy();
  });

  it('follows a controlled phone panel and an order of its own', () => {
    viewport(true);
    renderStudio({ mobilePanel: 'aside', mobileOrder: ['main', 'aside', 'side'] });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Preview', 'Chat', 'Files']);
    expect(screen.getByRole('tabpanel', { name: 'Chat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.getByRole('tabpanel', { name: 'Chat' })).toBeTruthy();
  });

  it('needs no tabs on a phone when the canvas is the only panel', () => {
    viewport(true);
    render(<StudioLayout id="solo" label="Movie Studio" main={{ label: 'Scenes', content: <p>grid</p> }} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('region', { name: 'Scenes' }).textContent).toBe('grid');
  });
});
