import { useLocation } from 'react-router-dom';
import { loginPathFor } from '@atelier/runtime';

/** The sign-in link that returns to this page, its search included (the shell's /login reads `next`). */
export function useLoginPath(): string {
  const { pathname, search } = useLocation();
  return loginPathFor(`${pathname}${search}`);
}
