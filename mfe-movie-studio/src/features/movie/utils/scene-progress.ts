/**
 * A scene's own progress inside the job rendering it: a batch of `count` scenes renders them in order,
 * scene `index` covering [index, index + 1) / count of the job's 0–100. Answers 0–100.
 */
export function sceneProgress(jobProgress: number, index: number, count: number): number {
  if (count <= 1) return Math.max(0, Math.min(100, jobProgress));
  const share = (jobProgress / 100) * count - index;
  return Math.round(Math.max(0, Math.min(1, share)) * 100);
}
