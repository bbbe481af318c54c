/** What the policy needs to know of a running app. */
export interface SlotHolder {
  readonly owner: string;
  /** When the app last started or answered a request (ms). */
  readonly lastActivity: number;
}

/**
 * Where a new run of `owner` goes: a free slot; the slot of an app to stop first (`own`: the owner's
 * least recently used, since they are at their share; `fair`: the least recently used app of whoever
 * holds the most slots beyond their share); or nowhere (`busy`: every slot is someone else's fair share).
 */
export type SlotChoice = { kind: 'free'; slot: number } | { kind: 'evict'; slot: number; why: 'own' | 'fair' } | { kind: 'busy' };

/**
 * The fair-share rule of the runner's slots (README, Build Studio, "Slots"): an owner keeps at most
 * `perOwner` apps running; their next run replaces their own least recently used one. A run never stops
 * another owner's app unless that owner holds more than `perOwner` slots. `slots` holds the running app
 * of each slot, null where the slot is free.
 */
export function chooseSlot(slots: ReadonlyArray<SlotHolder | null>, owner: string, perOwner: number): SlotChoice {
  const held = slots.flatMap((app, slot) => (app ? [{ app, slot }] : []));
  const own = held.filter(({ app }) => app.owner === owner);
  if (own.length >= perOwner) return { kind: 'evict', slot: leastRecentlyUsed(own), why: 'own' };
  const free = slots.indexOf(null);
  if (free !== -1) return { kind: 'free', slot: free };

  const byOwner = new Map<string, Array<{ app: SlotHolder; slot: number }>>();
  for (const entry of held) byOwner.set(entry.app.owner, [...(byOwner.get(entry.app.owner) ?? []), entry]);
  const over = [...byOwner.values()].filter((apps) => apps.length > perOwner);
  if (!over.length) return { kind: 'busy' };
  const most = Math.max(...over.map((apps) => apps.length));
  // Among owners tied for the most slots, the one whose app has waited longest gives one up.
  const candidates = over.filter((apps) => apps.length === most).flat();
  return { kind: 'evict', slot: leastRecentlyUsed(candidates), why: 'fair' };
}

function leastRecentlyUsed(entries: ReadonlyArray<{ app: SlotHolder; slot: number }>): number {
  return entries.reduce((a, b) => (b.app.lastActivity < a.app.lastActivity ? b : a)).slot;
}
