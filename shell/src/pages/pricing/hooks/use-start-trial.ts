import { useState } from 'react';
import { refreshUser, useAuth, useToast } from '@atelier/runtime';
import { errorMessage } from '../../shared/error-message';
import type { BillingView, TrialPlanId } from '../api/billing-types';
import { startTrial } from '../api/start-trial';
import { formatTrialDate } from '../trial-dates';

export const TRIAL_START_FAILED = "Couldn't start the trial. Please try again.";

export function trialStartedMessage(billing: BillingView): string {
  const name = billing.plan_details.name;
  return billing.trial ? `Your ${name} trial has started. It ends on ${formatTrialDate(billing.trial.ends_at)}.` : `You are on ${name}.`;
}

/**
 * Starts a trial and brings the signed-in user up to date (the page's one auth store, so the top bar
 * and every remote see the new plan); says how it went in a toast.
 */
export function useStartTrial() {
  const { updateUser } = useAuth();
  const toast = useToast();
  const [starting, setStarting] = useState<TrialPlanId | null>(null);

  const start = async (plan: TrialPlanId): Promise<boolean> => {
    setStarting(plan);
    try {
      const billing = await startTrial(plan);
      toast.show(trialStartedMessage(billing), 'success');
      await refreshUser().catch(() => {
        // The answer already says what changed; the next page load asks the server again.
        updateUser({
          plan: billing.plan,
          trial: billing.trial && { plan: billing.trial.plan, endsAt: billing.trial.ends_at, active: billing.trial.active },
        });
      });
      return true;
    } catch (caught) {
      toast.show(errorMessage(caught, TRIAL_START_FAILED), 'error');
      // A refusal (e.g. a trial started in another tab) means this page's copy of the user is stale.
      await refreshUser().catch(() => undefined);
      return false;
    } finally {
      setStarting(null);
    }
  };

  return { start, starting };
}
