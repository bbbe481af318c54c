import { Semaphore } from './semaphore';

describe(Semaphore.name, () => {
  it('runs at most `limit` tasks at a time, in order, and frees a slot when a task fails', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (id: number, fail = false) =>
      semaphore.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(id);
        running -= 1;
        if (fail) throw new Error(`task ${id}`);
        return id;
      });

    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);

    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});
