import { rmSync } from 'node:fs';
import { TEST_POSTGRES_GLOBAL, type TestPostgres } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const postgres = (globalThis as Record<string, unknown>)[TEST_POSTGRES_GLOBAL] as TestPostgres | undefined;
  if (!postgres) return;
  if (postgres.process.exitCode === null) {
    const exited = new Promise((resolve) => postgres.process.once('exit', resolve));
    postgres.process.kill('SIGTERM');
    await exited;
  }
  rmSync(postgres.dataDir, { recursive: true, force: true });
}
