/** Navigation entries of spec 000 §2, per sign-in state. `soon` entries are the Academy. */
export interface NavItem {
  label: string;
  to: string;
  soon?: boolean;
}

export const TOP_BAR_SIGNED_OUT: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Build Studio', to: '/build-studio' },
  { label: 'Marketing', to: '/marketing-studio' },
  { label: 'Academy', to: '/academy', soon: true },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Integrations', to: '/integrations' },
  { label: 'Log In', to: '/login' },
];

export const TOP_BAR_SIGNED_IN: NavItem[] = [
  { label: 'Chat', to: '/chat' },
  { label: 'Build', to: '/build-studio' },
  { label: 'Marketing', to: '/marketing-studio' },
  { label: 'Academy', to: '/academy', soon: true },
  { label: 'My Account', to: '/account' },
];

/** The account menu under My Account (desktop): the pages a signed-in top bar has no entry for. */
export const ACCOUNT_MENU_LINKS: NavItem[] = [
  { label: 'Account', to: '/account' },
  { label: 'Integrations', to: '/integrations' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Downloads', to: '/downloads' },
  { label: 'Demo', to: '/demo' },
];

/** Below the spec's sheet entries: what the account menu offers on desktop and the sheet's list lacks. */
export const SHEET_EXTRAS_SIGNED_IN: NavItem[] = [{ label: 'Demo', to: '/demo' }];
export const SHEET_EXTRAS_SIGNED_OUT: NavItem[] = [{ label: 'Demo', to: '/demo' }];

export const DOCK_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Build', to: '/build-studio' },
  { label: 'Marketing', to: '/marketing-studio' },
  { label: 'Academy', to: '/academy', soon: true },
];

const SHEET_COMMON: NavItem[] = [
  { label: 'Build Studio', to: '/build-studio' },
  { label: 'Marketing Studio', to: '/marketing-studio' },
  { label: 'Academy', to: '/academy', soon: true },
  { label: 'Integrations', to: '/integrations' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Downloads', to: '/downloads' },
];

export const SHEET_SIGNED_IN: NavItem[] = [...SHEET_COMMON, { label: 'Account', to: '/account' }];
export const SHEET_SIGNED_OUT: NavItem[] = [...SHEET_COMMON, { label: 'Sign In', to: '/login' }];

/** Home is active on / and /chat; every other item by path prefix. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/' || pathname === '/chat' || pathname.startsWith('/chat/');
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The top bar and the dock are hidden on any path containing /build-studio. */
export function hidesChrome(pathname: string): boolean {
  return pathname.includes('/build-studio');
}
