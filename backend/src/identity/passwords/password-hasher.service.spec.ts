import { PasswordHasher, concurrentHashes } from './password-hasher.service';
import { hashPassword, verifyPassword } from './password-hashing';

jest.mock('./password-hashing', () => ({ ...jest.requireActual('./password-hashing'), hashPassword: jest.fn(), verifyPassword: jest.fn() }));

const PRODUCTION = { passwordHashCost: 17 };

/** Stand-in hashes that finish only when the test says so, counting how many run at once. */
function gatedHashing() {
  const gates: Array<() => void> = [];
  const state = { running: 0, most: 0, started: 0 };
  const run = <T>(value: T) =>
    new Promise<T>((resolve) => {
      state.running += 1;
      state.started += 1;
      state.most = Math.max(state.most, state.running);
      gates.push(() => {
        state.running -= 1;
        resolve(value);
      });
    });
  jest.mocked(hashPassword).mockImplementation((password) => run(`hash:${password}`));
  jest.mocked(verifyPassword).mockImplementation((password, encoded) => run(encoded === `hash:${password}`));
  /** Lets the oldest running hash finish, then lets queued ones start. */
  const finishOne = async () => {
    gates.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { state, finishOne };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe(concurrentHashes.name, () => {
  it('runs at most one hash per core and leaves two pool threads free, never fewer than one', () => {
    expect(concurrentHashes(2, 4)).toBe(2);
    expect(concurrentHashes(1, 4)).toBe(1);
    expect(concurrentHashes(16, 4)).toBe(2);
    expect(concurrentHashes(16, 8)).toBe(6);
    expect(concurrentHashes(4, 2)).toBe(1);
  });
});

describe(PasswordHasher.name, () => {
  it('queues hashes and verifications beyond the bound, and answers every one of them correctly', async () => {
    const bound = concurrentHashes();
    const { state, finishOne } = gatedHashing();
    const hasher = new PasswordHasher(PRODUCTION);

    const hashes = Array.from({ length: 10 }, (_, i) => hasher.hash(`pw${i}`));
    const verifications = [hasher.verify('pw1', 'hash:pw1'), hasher.verify('pw2', 'hash:other')];
    await settle();
    expect(state.started).toBe(bound);

    for (let i = 0; i < 12; i++) await finishOne();

    await expect(Promise.all(hashes)).resolves.toEqual(Array.from({ length: 10 }, (_, i) => `hash:pw${i}`));
    await expect(Promise.all(verifications)).resolves.toEqual([true, false]);
    expect(state.started).toBe(12);
    expect(state.most).toBe(bound);
  });

  it('frees the slot of a hash that fails', async () => {
    jest.mocked(hashPassword).mockRejectedValue(new Error('scrypt failed'));
    const hasher = new PasswordHasher(PRODUCTION);

    const failures = Array.from({ length: concurrentHashes() + 3 }, () => hasher.hash('pw'));

    for (const failure of failures) await expect(failure).rejects.toThrow('scrypt failed');
  });

  it('hashes at the configured work factor, and asks for a rehash of any hash made at another', async () => {
    jest.mocked(hashPassword).mockResolvedValue('hash');
    const hasher = new PasswordHasher({ passwordHashCost: 12 });

    await hasher.hash('pw');

    expect(hashPassword).toHaveBeenLastCalledWith('pw', { N: 4096, r: 8, p: 1 });
    const [salt, key] = [Buffer.alloc(32).toString('base64'), Buffer.alloc(64).toString('base64')];
    expect(hasher.needsRehash(`scrypt$4096$8$1$${salt}$${key}`)).toBe(false);
    expect(hasher.needsRehash(`scrypt$131072$8$1$${salt}$${key}`)).toBe(true);
    expect(new PasswordHasher(PRODUCTION).needsRehash(`scrypt$131072$8$1$${salt}$${key}`)).toBe(false);
  });
});
