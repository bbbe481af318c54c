/** 50 → '0:50', 86 → '1:26', 3600 → '60:00'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** How a scene plan reads: '10 scenes of about 1:00'. */
export function describePlan(plan: { scene_count: number; scene_seconds: readonly number[] }): string {
  const average = plan.scene_seconds.reduce((sum, seconds) => sum + seconds, 0) / Math.max(1, plan.scene_seconds.length);
  return `${plan.scene_count} scenes of about ${formatDuration(average)}`;
}
