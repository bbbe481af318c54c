import { DOCK_ITEMS, isNavItemActive, type NavItem } from './nav-items';

/** Horizontal movement beyond this (px) counts as a swipe on the dock (spec 000 §9). */
export const SWIPE_THRESHOLD = 30;

/**
 * Where a swipe on the dock leads: right → previous item, left → next. Only items that navigate
 * take part (Academy is coming soon and never navigates). Null when there is nowhere to go.
 */
export function swipeTarget(pathname: string, deltaX: number, deltaY = 0): NavItem | null {
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD || Math.abs(deltaX) < Math.abs(deltaY)) return null;
  const items = DOCK_ITEMS.filter((item) => !item.soon);
  const current = items.findIndex((item) => isNavItemActive(item, pathname));
  if (current === -1) return null;
  const next = deltaX > 0 ? current - 1 : current + 1;
  return items[next] ?? null;
}
