import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new route starts at the top of the page, like a full page load would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
