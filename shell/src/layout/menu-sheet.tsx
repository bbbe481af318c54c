import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@atelier/runtime';
import { Button, useModalLayer } from '@atelier/ui';
import { useAccountActions } from '../pages/account/account-actions';
import { announceComingSoon } from './coming-soon';
import { SHEET_EXTRAS_SIGNED_IN, SHEET_EXTRAS_SIGNED_OUT, SHEET_SIGNED_IN, SHEET_SIGNED_OUT, type NavItem } from './nav-items';

/** Spec 000 §9: focus moves into the sheet after 100 ms (after the slide-up starts). */
const FOCUS_DELAY_MS = 100;

interface Props {
  onClose: () => void;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'));
}

interface ExtrasProps {
  items: NavItem[];
  signedIn: boolean;
  onChoose: (item: NavItem) => void;
  onClose: () => void;
}

function SheetExtras({ items, signedIn, onChoose, onClose }: ExtrasProps) {
  const actions = useAccountActions();
  return (
    <div className="shell-sheet__extras">
      {items.map((item) => (
        <Button key={item.to} variant="secondary" size="sm" onClick={() => onChoose(item)}>
          {item.label}
        </Button>
      ))}
      {signedIn ? (
        <Button
          variant="secondary"
          size="sm"
          className="shell-sheet__logout"
          onClick={() => {
            onClose();
            void actions.logOut();
          }}
        >
          Log Out
        </Button>
      ) : null}
    </div>
  );
}

/** The small-screen menu: a modal sheet sliding up from the bottom. */
export function MenuSheet({ onClose }: Props) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const sheet = useRef<HTMLDivElement>(null);
  const items = isAuthenticated ? SHEET_SIGNED_IN : SHEET_SIGNED_OUT;
  const extras = isAuthenticated ? SHEET_EXTRAS_SIGNED_IN : SHEET_EXTRAS_SIGNED_OUT;
  // On the modal stack: the page stops scrolling, and Escape closes the sheet from the moment it opens
  // (focus moves in only after the delay below), unless a dialog opened over it (the Academy alert).
  useModalLayer(onClose);

  useEffect(() => {
    // Only where focus still is where it was when the sheet opened: a user (or a dialog over the sheet)
    // who moved it within the delay keeps it.
    const focusAtOpen = document.activeElement;
    const timer = setTimeout(() => {
      if (sheet.current && document.activeElement === focusAtOpen) sheet.current.querySelector<HTMLElement>('button')?.focus();
    }, FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const trapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !sheet.current) return;
    const list = focusables(sheet.current);
    if (list.length === 0) return;
    const first = list[0];
    const last = list[list.length - 1];
    const inside = sheet.current.contains(document.activeElement);
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  const choose = (item: NavItem) => {
    if (item.soon) {
      announceComingSoon();
      return;
    }
    onClose();
    navigate(item.to);
  };

  return (
    <div className="shell-sheet-layer" onKeyDown={trapTab}>
      <div className="shell-sheet-backdrop" data-testid="menu-backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={sheet} className="shell-sheet" role="dialog" aria-modal="true" aria-labelledby="shell-sheet-title">
        <div className="shell-sheet__handle" aria-hidden="true" />
        <div className="shell-sheet__header">
          <h2 id="shell-sheet-title">Menu</h2>
          <button type="button" className="shell-sheet__close" onClick={onClose} aria-label="Close menu">
            ×
          </button>
        </div>
        <ul className="shell-sheet__list">
          {items.map((item) => (
            <li key={item.label}>
              <button type="button" className={`shell-sheet__entry${item.soon ? ' is-soon' : ''}`} onClick={() => choose(item)}>
                <span>{item.label}</span>
                {item.soon ? <span className="shell-soon-tag">Coming Soon</span> : <span aria-hidden="true">›</span>}
              </button>
            </li>
          ))}
        </ul>
        {/* The desktop account menu's other destinations, so a phone reaches the same pages. */}
        <SheetExtras items={extras} signedIn={isAuthenticated} onChoose={choose} onClose={onClose} />
      </div>
    </div>
  );
}
