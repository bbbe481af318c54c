import { useCallback, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RUNTIME_INSTANCE_ID, Toaster } from '@atelier/runtime';
import { DialogHost } from '@atelier/ui';
import { BottomDock } from './bottom-dock';
import { MenuSheet } from './menu-sheet';
import { MobileHeader } from './mobile-header';
import { SiteFooter, showsFooter } from './site-footer';
import { hidesChrome } from './nav-items';
import { TopBar } from './top-bar';
import { ScrollToTop } from '../app/scroll-to-top';
import { usePageTitle } from '../app/use-page-title';
import './app-layout.css';

/** The one layout every route renders in: top bar (desktop), header + dock + menu sheet (phone). */
export function AppLayout() {
  const { pathname } = useLocation();
  usePageTitle(pathname);
  // The menu belongs to the page it was opened on: leaving that page from anywhere (e.g. the
  // link in the Academy alert) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  if (menuOpenOn !== null && menuOpenOn !== pathname) setMenuOpenOn(null);
  const menuOpen = menuOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const chrome = !hidesChrome(pathname);
  const footer = chrome && showsFooter(pathname);

  const closeMenu = useCallback(() => {
    setMenuOpenOn(null);
    // Back to the opener, after React removed the sheet.
    requestAnimationFrame(() => menuButton.current?.focus());
  }, []);

  return (
    <div
      className={`shell${chrome ? '' : ' shell--bare'}${footer ? ' shell--with-footer' : ''}`}
      data-runtime-instance={RUNTIME_INSTANCE_ID}
    >
      <ScrollToTop />
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      {chrome ? (
        <>
          <TopBar />
          <MobileHeader />
        </>
      ) : null}
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      {footer ? <SiteFooter /> : null}
      {chrome ? <BottomDock menuOpen={menuOpen} onOpenMenu={() => setMenuOpenOn(pathname)} menuButtonRef={menuButton} /> : null}
      {menuOpen ? <MenuSheet onClose={closeMenu} /> : null}
      <Toaster />
      {/* The one place shell and remote dialogs (dialogs.confirm/prompt/alert) render, inside the router. */}
      <DialogHost />
    </div>
  );
}
