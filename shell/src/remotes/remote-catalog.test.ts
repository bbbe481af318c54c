import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import apps from '@atelier/build-config/apps.json';
import { routes } from '../app/routes';
import { REMOTE_SCREENS, type RemoteScreen } from './remote-catalog';
import { RemoteRoute } from './remote-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** path → screen of every route of the shell's table that renders a remote. */
function remoteRoutes(list: RouteObject[]): Map<string, RemoteScreen> {
  const found = new Map<string, RemoteScreen>();
  for (const route of list) {
    const element = route.element as ReactElement<{ screen: RemoteScreen }> | undefined;
    if (route.path && isValidElement(element) && element.type === RemoteRoute) found.set(route.path, element.props.screen);
    for (const [path, screen] of remoteRoutes(route.children ?? [])) found.set(path, screen);
  }
  return found;
}

describe('REMOTE_SCREENS', () => {
  it('names each screen by its remote, exposed module and title from the app manifest', () => {
    expect(REMOTE_SCREENS.landing).toEqual({ remote: 'chat', module: 'Landing', title: 'Chat' });
    expect(REMOTE_SCREENS.demo).toEqual({ remote: 'integrations', module: 'Demo', title: 'Demo' });
    expect(REMOTE_SCREENS.buildStudio).toEqual({ remote: 'build_studio', module: 'BuildStudio', title: 'Build Studio' });
  });

  it('holds exactly the screens of the manifest remotes', () => {
    const names = apps.frontends.flatMap((app) => Object.keys(app.screens ?? {}));
    expect(Object.keys(REMOTE_SCREENS).sort()).toEqual([...names].sort());
  });

  it('matches the route table: each manifest route renders its screen, and no other route renders a remote', () => {
    const expected = new Map<string, RemoteScreen>();
    for (const app of apps.frontends) {
      for (const [name, screen] of Object.entries(app.screens ?? {})) {
        for (const path of screen?.routes ?? []) expected.set(path, REMOTE_SCREENS[name as keyof typeof REMOTE_SCREENS]);
      }
    }
    expect(Object.fromEntries(remoteRoutes(routes))).toEqual(Object.fromEntries(expected));
  });
});
