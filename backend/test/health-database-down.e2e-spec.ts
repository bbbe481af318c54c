import request from 'supertest';
import type { RunningServer } from '../src/server';
import { startInProcessServer } from './support/in-process-server';
import { type TestDatabase, createTestDatabase } from './support/test-database';

describe('GET /api/health when the database goes away', () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase('down');
    server = await startInProcessServer({ DATABASE_URL: database.url });
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('answers 503 with database down, and stays alive', async () => {
    const http = request(server.app.getHttpServer());
    await http.get('/api/health').expect(200);

    // Dropping the database ends the pool's connections and makes every new one fail.
    await database.drop();

    const started = Date.now();
    const response = await http.get('/api/health').expect(503);
    expect(response.body).toMatchObject({
      status: 'error',
      database: 'down',
      modules: expect.arrayContaining(['health', 'config']),
    });
    expect(Date.now() - started).toBeLessThan(2000);

    await http.get('/api/config/public').expect(200);
  });
});
