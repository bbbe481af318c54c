/** price_monthly is in cents; the page shows whole dollars per month (spec 001 §9). */
export function planDollars(priceMonthlyCents: number): number {
  return Math.round(priceMonthlyCents / 100);
}

export function formatPlanPrice(priceMonthlyCents: number): string {
  return `$${planDollars(priceMonthlyCents)}`;
}
