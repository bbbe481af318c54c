import { useEffect, useState } from 'react';
import { getPlans } from '../api/get-plans';
import type { IntegrationsPlan } from '../types';

/** Plans for the pricing and upgrade cards; a failure is logged only (spec 001 §8). */
export function usePlans() {
  const [plans, setPlans] = useState<IntegrationsPlan[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    getPlans(controller.signal)
      .then((list) => setPlans(Array.isArray(list) ? list : []))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Loading integrations plans failed', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  return { plans, loading };
}
