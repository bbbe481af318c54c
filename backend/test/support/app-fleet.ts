import { AppProcess } from './app-process';
import { freePort } from './free-port';

export interface StartedApp {
  app: AppProcess;
  /** The API base URL the process announced. */
  url: string;
}

/** Real backend processes a test starts, each on its own free port; `killAll` leaves none behind, passed or failed. */
export class AppFleet {
  private readonly running: AppProcess[] = [];

  async start(env: Record<string, string>): Promise<StartedApp> {
    const app = new AppProcess({ ...env, PORT: String(await freePort()) });
    this.running.push(app);
    return { app, url: await app.ready() };
  }

  async killAll(): Promise<void> {
    await Promise.all(this.running.splice(0).map((app) => app.stop('SIGKILL')));
  }
}
