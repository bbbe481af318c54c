import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { sendEvent } from '../send-event';

/** What a refused charge (402) was missing, as the server reported it. */
export interface Shortfall {
  currency: 'RC' | 'SC';
  cost: number;
  balance: number;
  shortfall: number;
}

interface PricingDrawerState {
  open: boolean;
  shortfall: Shortfall | null;
  /** Opens the drawer; with a shortfall it says what the refused run needed. */
  show(reason: 'badge' | 'shortfall' | 'link', shortfall?: Shortfall | null): void;
  close(): void;
}

const PricingDrawerContext = createContext<PricingDrawerState | null>(null);

/** The pricing drawer's state, shared by the badge and every generator that can be refused for credits. */
export function PricingDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const show = useCallback((reason: 'badge' | 'shortfall' | 'link', missing: Shortfall | null = null) => {
    setShortfall(missing);
    setOpen(true);
    sendEvent('upgrade_drawer', { action: 'open', reason, ...(missing ? { currency: missing.currency, shortfall: missing.shortfall } : {}) });
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, shortfall, show, close }), [open, shortfall, show, close]);
  return <PricingDrawerContext.Provider value={value}>{children}</PricingDrawerContext.Provider>;
}

export function usePricingDrawer(): PricingDrawerState {
  const state = useContext(PricingDrawerContext);
  if (!state) throw new Error('usePricingDrawer needs a PricingDrawerProvider');
  return state;
}

/** The shortfall of a 402 answer's details, or null when they are not one. */
export function shortfallOf(details: Readonly<Record<string, unknown>>): Shortfall | null {
  const { currency, cost, balance, shortfall } = details;
  if ((currency !== 'RC' && currency !== 'SC') || typeof cost !== 'number' || typeof balance !== 'number' || typeof shortfall !== 'number') {
    return null;
  }
  return { currency, cost, balance, shortfall };
}
