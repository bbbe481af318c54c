// Where a job's time goes, read from the outside: a runner's `run` is wrapped so the moment the worker
// picks the job up and each change of its progress stage (grouped by `stageOf`) are noted. Benchmarks
// print the spans between them next to the request's own start and answer.

/**
 * Wraps `runner.run`; each run appends `{ picked, marks: [{ stage, at }], end }` (performance.now() ms) to
 * `runs`. `stageOf(stageText, percent)` names the stage a progress report belongs to.
 */
export function clockStages(runner, stageOf) {
  const runs = [];
  const run = runner.run.bind(runner);
  runner.run = async (context) => {
    const clock = { picked: performance.now(), marks: [], end: null };
    runs.push(clock);
    const progress = context.progress;
    const note = (percent, stage) => {
      const name = stageOf(stage ?? '', percent);
      if (name && clock.marks.at(-1)?.stage !== name) clock.marks.push({ stage: name, at: performance.now() });
      progress(percent, stage);
    };
    try {
      return await run({ ...context, progress: note });
    } finally {
      clock.end = performance.now();
    }
  };
  return { runs, restore: () => (runner.run = run) };
}

/** "queue pickup 12 ms, render 1830 ms, storage 40 ms, answer 9 ms": one request through one clocked run. */
export function describeStages(clock, requestedAt, answeredAt) {
  const parts = [['queue pickup', clock.picked - requestedAt]];
  const marks = [{ stage: 'setup', at: clock.picked }, ...clock.marks];
  marks.forEach((mark, index) => parts.push([mark.stage, (marks[index + 1]?.at ?? clock.end) - mark.at]));
  parts.push(['answer', answeredAt - clock.end]);
  return parts.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', ');
}

/** Scene job stages (scene-render.runner.ts): rendering, then saving the clip. */
export const sceneStageOf = (stage) => (/Saving/.test(stage) ? 'storage' : /Rendering/.test(stage) ? 'render' : null);

/** Export job stages (movie-export.runner.ts): pieces (title card, scenes, credits), join, storage. */
export const exportStageOf = (stage) =>
  /^Saving/.test(stage) ? 'storage' : /^Joining/.test(stage) ? 'join' : /^Preparing/.test(stage) ? 'pieces (title card, scenes, credits)' : null;
