/** The site's sign-in page; it sends the person on to `next` (a path on this site) once signed in. */
export const LOGIN_PATH = '/login';

/**
 * The sign-in link that brings the person back where they are: `here` is the current path and search
 * (react-router's `location.pathname + location.search`). No `next` for the sign-in page
 * itself, nor for anything that is not a path.
 */
export function loginPathFor(here: string): string {
  if (!here.startsWith('/') || here.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ next: here }).toString()}`;
}
