import { DOCK_ITEMS, hidesChrome, isNavItemActive, SHEET_SIGNED_IN, SHEET_SIGNED_OUT, TOP_BAR_SIGNED_IN, TOP_BAR_SIGNED_OUT } from './nav-items';
import { swipeTarget, SWIPE_THRESHOLD } from './dock-swipe';

const home = DOCK_ITEMS[0];
const build = DOCK_ITEMS[1];

describe('navigation entries', () => {
  it('match spec 000 §2 for each sign-in state', () => {
    expect(TOP_BAR_SIGNED_OUT.map((i) => i.label)).toEqual(['Home', 'Build Studio', 'Marketing', 'Academy', 'Pricing', 'Integrations', 'Log In']);
    expect(TOP_BAR_SIGNED_IN.map((i) => i.label)).toEqual(['Chat', 'Build', 'Marketing', 'Academy', 'My Account']);
    expect(SHEET_SIGNED_IN.map((i) => i.label)).toEqual(['Build Studio', 'Marketing Studio', 'Academy', 'Integrations', 'Pricing', 'Downloads', 'Account']);
    expect(SHEET_SIGNED_OUT.at(-1)?.label).toBe('Sign In');
    expect(SHEET_SIGNED_OUT.slice(0, -1)).toEqual(SHEET_SIGNED_IN.slice(0, -1));
  });
});

describe(isNavItemActive.name, () => {
  it('makes Home active on / and /chat only', () => {
    expect(isNavItemActive(home, '/')).toBe(true);
    expect(isNavItemActive(home, '/chat')).toBe(true);
    expect(isNavItemActive(home, '/pricing')).toBe(false);
  });

  it('matches other items by path prefix, not by substring', () => {
    expect(isNavItemActive(build, '/build-studio')).toBe(true);
    expect(isNavItemActive(build, '/build-studio/project')).toBe(true);
    expect(isNavItemActive(build, '/build-studio-old')).toBe(false);
  });
});

describe(hidesChrome.name, () => {
  it('hides the bars on any path containing /build-studio', () => {
    expect(hidesChrome('/build-studio')).toBe(true);
    expect(hidesChrome('/x/build-studio/y')).toBe(true);
    expect(hidesChrome('/movie-studio')).toBe(false);
  });
});

describe(swipeTarget.name, () => {
  it('goes to the next item on a left swipe and the previous on a right swipe', () => {
    expect(swipeTarget('/', -(SWIPE_THRESHOLD + 1))?.to).toBe('/build-studio');
    expect(swipeTarget('/marketing-studio', SWIPE_THRESHOLD + 1)?.to).toBe('/build-studio');
    expect(swipeTarget('/chat', -80)?.to).toBe('/build-studio');
  });

  it('ignores movements of 30 px or less and mostly vertical ones', () => {
    expect(swipeTarget('/', -SWIPE_THRESHOLD)).toBeNull();
    expect(swipeTarget('/', -60, 120)).toBeNull();
  });

  it('stops at the ends and skips the coming-soon Academy', () => {
    expect(swipeTarget('/', 80)).toBeNull();
    expect(swipeTarget('/marketing-studio', -80)).toBeNull();
    expect(swipeTarget('/pricing', -80)).toBeNull();
  });
});
