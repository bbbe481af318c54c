import { Button, Card } from '@atelier/ui';
import type { SitePlanDto } from '@atelier/api-types';

interface Props {
  plan: SitePlanDto;
  trialDays: number;
  starting: boolean;
  onStart: () => void;
  onDismiss: () => void;
}

/**
 * Back from signing in with `?trial=pro`: the visitor asked for this trial before signing in, so it is
 * offered first, one click away. It is not started without that click: an account has one trial, the
 * visitor may have signed in to an account that should not spend it, and a plan change that happens on
 * its own is not what anyone expects from a page load.
 */
export function TrialOffer({ plan, trialDays, starting, onStart, onDismiss }: Props) {
  return (
    <Card as="section" padding="lg" highlighted className="at-spread pricing-offer" aria-labelledby="pricing-offer-title">
      <div>
        <h2 id="pricing-offer-title" className="pricing-offer__title">
          {`Start your free ${trialDays}-day ${plan.name} trial`}
        </h2>
        <p className="page-muted pricing-offer__text">No credit card required. It ends by itself; nothing is ever charged.</p>
      </div>
      <div className="pricing-offer__actions">
        <Button variant="primary" loading={starting} onClick={onStart}>
          {plan.cta}
        </Button>
        <Button variant="ghost" onClick={onDismiss} disabled={starting}>
          Not now
        </Button>
      </div>
    </Card>
  );
}
