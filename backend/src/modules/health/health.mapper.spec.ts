import { mapHealth } from './health.mapper';

describe(mapHealth.name, () => {
  const facts = { uptimeSeconds: 12.7, modules: ['health', 'config'] as const, worker: false, version: '1.2.3' };

  it('reports ok with the database up', () => {
    expect(mapHealth({ ...facts, databaseUp: true })).toEqual({
      status: 'ok',
      database: 'up',
      uptime_s: 12,
      modules: ['health', 'config'],
      worker: false,
      version: '1.2.3',
    });
  });

  it('reports an error with the database down', () => {
    expect(mapHealth({ ...facts, databaseUp: false })).toMatchObject({ status: 'error', database: 'down' });
  });
});
