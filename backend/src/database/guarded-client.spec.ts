import { Client } from 'pg';
import { GuardedClient } from './guarded-client';

describe(GuardedClient.name, () => {
  const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

  it("survives an 'error' that nobody else listens to, which would end the process with a plain Client", () => {
    expect(() => new Client().emit('error', shutdown)).toThrow('administrator command');
    expect(() => new GuardedClient().emit('error', shutdown)).not.toThrow();
  });

  it('still hands the error to every other listener', () => {
    const client = new GuardedClient();
    const heard: unknown[] = [];
    client.on('error', (error) => heard.push(error));
    client.emit('error', shutdown);
    expect(heard).toEqual([shutdown]);
  });
});
