import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@atelier/runtime';
import type { BillingView } from '../../pricing/api/billing-types';
import { errorMessage } from '../../shared/error-message';
import { BILLING_LOAD_ERROR } from '../account-constants';
import { getBilling } from '../api/get-billing';

export interface BillingState {
  /** Null until the first answer. */
  billing: BillingView | null;
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

/**
 * The account's billing, loaded on mount and again whenever the signed-in user's plan or trial
 * changes (a trial started on Pricing in another tab, or one that ended on the server).
 */
export function useBilling(): BillingState {
  const { user } = useAuth();
  const [billing, setBilling] = useState<BillingView | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    // Only the newest request may write: an older answer arriving late is dropped.
    const request = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const answer = await getBilling();
      if (request === latest.current) setBilling(answer);
    } catch (caught) {
      if (request === latest.current) setError(errorMessage(caught, BILLING_LOAD_ERROR));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  const planKey = `${user?.plan ?? ''}|${user?.trial?.plan ?? ''}|${user?.trial?.active ?? ''}`;
  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload, planKey]);

  return { billing, loading, error, reload };
}
