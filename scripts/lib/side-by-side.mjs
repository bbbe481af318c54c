// Suites run side by side by `npm test` (scripts/test.mjs; ARCHITECTURE.md §15).
import { stackPidFiles, stopLeftoversSince } from './stack-leftovers.mjs';

/** A group's time factor: suites that share the cores each get the machine factor times how many run. */
export function sharedFactor(baseFactor, running, shareCores) {
  return shareCores && running > 1 ? Math.round(baseFactor * running * 100) / 100 : baseFactor;
}

/**
 * Runs the chosen `members` (each `{ name, run(names, how) }`) at once and returns a result each: name, exit code,
 * counts, failures and seconds. A member's output is kept and printed as one block when it ends, but for the `live`
 * one's, printed as it comes (`how.output`). With `shareCores`, each gets ATELIER_TIME_FACTOR = the machine factor
 * × the number running (`how.env`). `prepare` runs first when more than one runs (what they would both do at
 * once). Members stop no stack themselves (`how.sweep: false`): the stacks started meanwhile are stopped once all
 * have ended, so one's end never stops the stack another still uses.
 */
export async function runSideBySide({ members, baseFactor, shareCores = false, live = null, prepare = null, leftovers = { snapshot: stackPidFiles, stopSince: stopLeftoversSince }, write = (text) => process.stdout.write(text) }) {
  if (prepare && members.length > 1) await prepare();
  const stacksBefore = leftovers.snapshot();
  const factor = sharedFactor(baseFactor, members.length, shareCores);
  const sharing = factor !== baseFactor ? `; time factor ${factor}: ${baseFactor} × ${members.length} suites on the cores` : '';
  const results = await Promise.all(
    members.map(async (member) => {
      const started = Date.now();
      const others = members.filter((other) => other !== member).map((other) => other.name).join(', ') || 'nothing';
      const header = `\n━━━ ${member.name} (beside ${others}${sharing}) ━━━\n`;
      const output = member.name === live ? 'inherit' : 'buffer';
      if (output === 'inherit') write(header);
      const how = { output, header, sweep: false, env: { ATELIER_TIME_FACTOR: String(factor) } };
      const { code, counts, failures = [] } = await member.run([member.name], how);
      return { name: member.name, code, counts, failures, seconds: (Date.now() - started) / 1000 };
    }),
  );
  await leftovers.stopSince(stacksBefore).catch(() => undefined);
  return results;
}
