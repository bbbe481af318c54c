import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';

/**
 * The embedded cluster's superuser password: generated once, kept beside the data (mode 600).
 * Without `create`, a missing file is an error, because the existing cluster was set up with that password.
 */
export async function readOrCreatePassword(file: string, options: { create: boolean }): Promise<string> {
  try {
    const password = (await fs.readFile(file, 'utf8')).trim();
    await fs.chmod(file, 0o600);
    if (password) return password;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!options.create) {
    throw new Error(
      `${file} is missing, but the embedded database was created with the password it held. Restore the file, ` +
        `or delete the postgres folder next to it to start from an empty database.`,
    );
  }
  const password = randomBytes(24).toString('hex');
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}
