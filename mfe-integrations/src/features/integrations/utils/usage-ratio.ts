/** Share of the allowance used, as a whole percentage clamped to 0–100. */
export function usagePercent(used: number, allowance: number): number {
  if (!(allowance > 0)) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((used / allowance) * 100)));
}
