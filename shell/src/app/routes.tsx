import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@atelier/ui';
import { AppLayout } from '../layout/app-layout';
import { REMOTE_SCREENS } from '../remotes/remote-catalog';
import { RemoteRoute } from '../remotes/remote-route';
import { NotFoundPage } from './not-found-page';

// Shell pages are split out of the first-render bundle; each loads when its route is visited. Each chunk is
// named `page-<route, '/' as '-'>`: the build preloads it in that route's own HTML (build/page-preloads.ts).
const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ '../pages/about/about-page').then((m) => ({ default: m.AboutPage })));
const PricingPage = lazy(() => import(/* webpackChunkName: "page-pricing" */ '../pages/pricing/pricing-page').then((m) => ({ default: m.PricingPage })));
const DownloadsPage = lazy(() => import(/* webpackChunkName: "page-downloads" */ '../pages/downloads/downloads-page').then((m) => ({ default: m.DownloadsPage })));
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ '../pages/login/login-page').then((m) => ({ default: m.LoginPage })));
const AccountPage = lazy(() => import(/* webpackChunkName: "page-account" */ '../pages/account/account-page').then((m) => ({ default: m.AccountPage })));
const StudiosPage = lazy(() => import(/* webpackChunkName: "page-studios" */ '../pages/studios/studios-page').then((m) => ({ default: m.StudiosPage })));
const TermsPage = lazy(() => import(/* webpackChunkName: "page-terms" */ '../pages/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "page-privacy" */ '../pages/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const ApiReferencePage = lazy(() => import(/* webpackChunkName: "page-docs-api" */ '../pages/api-reference/api-reference-page').then((m) => ({ default: m.ApiReferencePage })));
const AcademyPage = lazy(() => import(/* webpackChunkName: "page-academy" */ '../pages/academy/academy-page').then((m) => ({ default: m.AcademyPage })));

function page(element: ReactNode): ReactNode {
  return (
    <Suspense
      fallback={
        <div className="remote-loading" aria-busy="true">
          <Spinner />
        </div>
      }
    >
      {element}
    </Suspense>
  );
}

/** Spec 000 §2 route table: every route inside the one shared layout, none with parameters. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <RemoteRoute screen={REMOTE_SCREENS.landing} /> },
      { path: '/chat', element: <RemoteRoute screen={REMOTE_SCREENS.landing} /> },
      { path: '/about', element: page(<AboutPage />) },
      { path: '/pricing', element: page(<PricingPage />) },
      { path: '/downloads', element: page(<DownloadsPage />) },
      { path: '/integrations', element: <RemoteRoute screen={REMOTE_SCREENS.integrations} /> },
      { path: '/studios', element: page(<StudiosPage />) },
      { path: '/build-studio', element: <RemoteRoute screen={REMOTE_SCREENS.buildStudio} /> },
      { path: '/movie-studio', element: <RemoteRoute screen={REMOTE_SCREENS.movieStudio} /> },
      { path: '/music-studio', element: <RemoteRoute screen={REMOTE_SCREENS.musicStudio} /> },
      { path: '/marketing-studio', element: <RemoteRoute screen={REMOTE_SCREENS.marketingStudio} /> },
      { path: '/academy', element: page(<AcademyPage />) },
      { path: '/account', element: page(<AccountPage />) },
      { path: '/login', element: page(<LoginPage />) },
      { path: '/demo', element: <RemoteRoute screen={REMOTE_SCREENS.demo} /> },
      { path: '/terms', element: page(<TermsPage />) },
      { path: '/privacy', element: page(<PrivacyPage />) },
      { path: '/docs/api', element: page(<ApiReferencePage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
