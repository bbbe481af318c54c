import { useEffect } from 'react';
import { pageTitle } from './page-titles';

/** Keeps the tab title in step with the route, so history, bookmarks and tabs say where they lead. */
export function usePageTitle(pathname: string): void {
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
