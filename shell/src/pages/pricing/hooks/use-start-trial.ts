import { useMutation } from '@tanstack/react-query';
import { refreshUser, useAuth, useToast } from '@atelier/runtime';
import type { BillingResponseDto, TrialPlanId } from '@atelier/api-types';
import { errorMessage } from '../../shared/error-message';
import { startTrial } from '../api/start-trial';
import { formatTrialDate } from '../trial-dates';

export const TRIAL_START_FAILED = "Couldn't start the trial. Please try again.";

export function trialStartedMessage(billing: BillingResponseDto): string {
  const name = billing.plan_details.name;
  return billing.trial ? `Your ${name} trial has started. It ends on ${formatTrialDate(billing.trial.ends_at)}.` : `You are on ${name}.`;
}

/**
 * Starts a trial and brings the signed-in user up to date (the page's one auth store, so the top bar
 * and every remote see the new plan, and Account → Billing asks again); says how it went in a toast.
 * The trial counts as starting until the user is up to date.
 */
export function useStartTrial() {
  const { updateUser } = useAuth();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: startTrial,
    onSuccess: async (billing) => {
      toast.show(trialStartedMessage(billing), 'success');
      await refreshUser().catch(() => {
        // The answer already says what changed; the next page load asks the server again.
        updateUser({
          plan: billing.plan,
          trial: billing.trial && { plan: billing.trial.plan, endsAt: billing.trial.ends_at, active: billing.trial.active },
        });
      });
    },
    onError: async (caught) => {
      toast.show(errorMessage(caught, TRIAL_START_FAILED), 'error');
      // A refusal (e.g. a trial started in another tab) means this page's copy of the user is stale.
      await refreshUser().catch(() => undefined);
    },
  });

  const start = (plan: TrialPlanId): Promise<boolean> => mutation.mutateAsync(plan).then(
    () => true,
    () => false,
  );
  const starting: TrialPlanId | null = mutation.isPending ? mutation.variables : null;
  return { start, starting };
}
