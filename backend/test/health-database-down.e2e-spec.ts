import { useSuiteServer } from './support/suite-server';
import { scaled } from './support/time-factor';

describe('GET /api/health when the database goes away', () => {
  const suite = useSuiteServer('down');

  it('answers 503 with database down, and stays alive', async () => {
    await suite.http.get('/api/health').expect(200);

    // Dropping the database ends the pool's connections and makes every new one fail.
    await suite.database.drop();

    const started = Date.now();
    const response = await suite.http.get('/api/health').expect(503);
    expect(response.body).toMatchObject({
      status: 'error',
      database: 'down',
      modules: expect.arrayContaining(['health', 'config']),
    });
    expect(Date.now() - started).toBeLessThan(scaled(2000));

    await suite.http.get('/api/config/public').expect(200);
  });
});
