// What the apps get for `react-router-dom` in a build (see src/shared-entries.ts): react-router 7's
// browser pieces only. The package's own entry re-exports everything, server code included (static
// handlers, sessions, cookies, RSC, turbo-stream), and a Module Federation shared module keeps every
// export it has, so the whole package used to ship in the first render. Shared under the same key
// (`react-router-dom`), it is still the one router instance of the page.
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
  createBrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  data,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  redirect,
  replace,
  resolvePath,
  useActionData,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider: react-router's, with ReactDOM's flushSync for synchronous updates.
export { RouterProvider } from 'react-router/dom';
