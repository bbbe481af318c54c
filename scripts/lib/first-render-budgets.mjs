// First-render JS budgets, gzipped (ARCHITECTURE.md §4): the shell's own first render, and what a remote's
// first screen adds on top of it. `npm run build` fails when a measured app passes its budget.
export const FIRST_RENDER_BUDGETS_KB = {
  shell: 150,
  // The studio opens on the chat and the preview; its editor and languages load with the code view.
  'mfe-build-studio': 60,
};

/** The budget note printed beside a row of measureFirstRender(), and whether the row passes its budget. */
export function budgetOf(row) {
  const budget = FIRST_RENDER_BUDGETS_KB[row.app];
  if (budget === undefined) return { over: false, note: '' };
  const over = row.gzip / 1024 > budget;
  return { over, note: `budget ${budget} KB${over ? ' — OVER BUDGET' : ''}` };
}
