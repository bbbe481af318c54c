// What the apps get for `react-router-dom` in a build (see src/shared-entries.ts): react-router 7's
// browser pieces only. The package's own entry re-exports everything, server code included (static
// handlers, sessions, cookies, RSC, turbo-stream), and a Module Federation shared module keeps every
// export it has, so the whole package used to ship in the first render. Shared under the same key
// (`react-router-dom`), it is still the one router instance of the page.
// Only the component router (BrowserRouter, Routes, links and hooks): the apps use no loaders, actions or
// fetchers, and leaving out the data router (createBrowserRouter, RouterProvider and their hooks) lets the
// build drop its engine: the shared router went from 31.1 to 13.7 KB gzipped (ARCHITECTURE.md §4).
// An app that needs a browser API missing here adds it to this list (the scripts test
// shared-entries.test.mjs fails when an app imports a name this file lacks).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
