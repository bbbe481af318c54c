// Suites run side by side by `npm test` (scripts/test.mjs; ARCHITECTURE.md §15).
import { stackPidFiles, stopLeftoversSince } from './stack-leftovers.mjs';

/**
 * Runs `members` (each `{ name, run(names, how), live? }`) at once and returns a result each: name, exit code,
 * counts, failures and seconds. Each one's output is kept and printed as one block when it ends (`how.output`); a
 * `live` member's is printed as it comes, after its header. Members stop no stack themselves (`how.sweep: false`):
 * the stacks started meanwhile are stopped once all have ended, so one's end never stops a stack another still uses.
 */
export async function runSideBySide({ members, leftovers = { snapshot: stackPidFiles, stopSince: stopLeftoversSince } }) {
  const stacksBefore = leftovers.snapshot();
  const results = await Promise.all(
    members.map(async (member) => {
      const started = Date.now();
      const others = members.filter((other) => other !== member).map((other) => other.name).join(', ') || 'nothing';
      const header = `\n━━━ ${member.name} (beside ${others}) ━━━\n`;
      if (member.live) process.stdout.write(header);
      const how = member.live ? { output: 'inherit', sweep: false } : { output: 'buffer', header, sweep: false };
      const { code, counts, failures = [] } = await member.run([member.name], how);
      return { name: member.name, code, counts, failures, seconds: (Date.now() - started) / 1000 };
    }),
  );
  await leftovers.stopSince(stacksBefore).catch(() => undefined);
  return results;
}
