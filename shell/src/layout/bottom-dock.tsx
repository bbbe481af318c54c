import { useRef, type PointerEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { announceComingSoon } from './coming-soon';
import { swipeTarget } from './dock-swipe';
import { DOCK_ITEMS, isNavItemActive } from './nav-items';
import { DockIcon } from './dock-icons';

interface Props {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: React.RefObject<HTMLButtonElement | null>;
}

/** Small-screen bottom dock: Home, Build, Marketing, Academy (soon) and Menu; swipe to a neighbour. */
export function BottomDock({ menuOpen, onOpenMenu, menuButtonRef }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const start = useRef<{ x: number; y: number } | null>(null);
  const swallowClick = useRef(false);

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const target = swipeTarget(pathname, event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (target) {
      swallowClick.current = true; // the release must not also "click" the item under the finger
      navigate(target.to);
    }
  };
  const onClickCapture = (event: React.MouseEvent) => {
    if (swallowClick.current) {
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <nav
      className="shell-dock"
      aria-label="Dock"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
      onClickCapture={onClickCapture}
    >
      {DOCK_ITEMS.map((item) => {
        if (item.soon) {
          return (
            <button key={item.label} type="button" className="shell-dock__item is-soon" onClick={announceComingSoon} aria-label={`${item.label} (Coming Soon)`}>
              <DockIcon name={item.label} />
              <span>{item.label}</span>
              <span className="shell-dock__dot" aria-hidden="true" />
            </button>
          );
        }
        const active = isNavItemActive(item, pathname);
        return (
          <Link key={item.label} to={item.to} draggable={false} className={`shell-dock__item${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined}>
            <DockIcon name={item.label} />
            <span>{item.label}</span>
          </Link>
        );
      })}
      <button
        ref={menuButtonRef}
        type="button"
        className={`shell-dock__item${menuOpen ? ' is-active' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <DockIcon name="Menu" />
        <span>Menu</span>
      </button>
    </nav>
  );
}
