/** Dollars with two decimals, half-cents rounded up ($0.605 → "$0.61", which toFixed alone gets wrong). */
export function formatUsd(dollars: number): string {
  const cents = Math.round(dollars * 100 + 1e-9);
  return `$${(cents / 100).toFixed(2)}`;
}
