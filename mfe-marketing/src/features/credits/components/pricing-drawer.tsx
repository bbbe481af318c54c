import { useState } from 'react';
import { Modal, Spinner, useDialogs } from '@atelier/ui';
import type { CreditsResponseDto, MarketingPlanDto, MarketingPlansResponseDto } from '@atelier/api-types';
import { sendEvent } from '../../../lib/send-event';
import { usePricingDrawer } from '../../../lib/credits/pricing-drawer';
import { ContactSalesDialog } from './contact-sales-dialog';
import { PlanCard } from './plan-card';

interface PricingDrawerProps {
  plans: MarketingPlansResponseDto | undefined;
  credits: CreditsResponseDto | undefined;
}

/**
 * 'Upgrade Your Plan' (spec 001 §2): the four plans, and when a run was refused, what it was short of.
 * Upgrades are not sold yet: a button raises the spec's text in a styled dialog and sends the
 * upgrade-drawer analytics event (spec 001 §8). Elite's "Contact sales" opens a real form to the sales team
 * in place of the drawer.
 */
export function PricingDrawer({ plans, credits }: PricingDrawerProps) {
  const drawer = usePricingDrawer();
  const dialogs = useDialogs();
  const tier = credits?.tier ?? 'free';
  const [salesPlan, setSalesPlan] = useState<MarketingPlanDto | null>(null);

  const choose = (plan: MarketingPlanDto) => {
    sendEvent('upgrade_drawer', { action: plan.contact_sales ? 'contact_sales' : 'upgrade_click', plan: plan.id, from: tier });
    if (plan.contact_sales) {
      drawer.close();
      setSalesPlan(plan);
      return;
    }
    void dialogs.alert({ title: `Upgrade to ${plan.name} - Integration coming soon!` });
  };

  return (
    <>
      {salesPlan ? <ContactSalesDialog plan={salesPlan} onClose={() => setSalesPlan(null)} /> : null}
      <Modal open={drawer.open} onClose={drawer.close} title="Upgrade Your Plan" size="lg" className="mkt-drawer">
        <p className="mkt-drawer__lead">Choose the plan that fits your needs</p>
        {drawer.shortfall ? (
          <p className="mkt-shortfall" role="status">
            You need <strong>{drawer.shortfall.shortfall} more {drawer.shortfall.currency}</strong> for this: it costs {drawer.shortfall.cost}{' '}
            {drawer.shortfall.currency} and you have {drawer.shortfall.balance}.{' '}
            {drawer.shortfall.currency === 'RC' ? 'RC pays for text (copy and Chat Engineer replies).' : 'SC pays for visuals (images).'}
          </p>
        ) : null}
        {plans ? (
          <>
            <ul className="mkt-plans">
              {plans.plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} current={plan.id === tier} onChoose={choose} />
              ))}
            </ul>
            <p className="mkt-drawer__note">
              {plans.currencies.RC}; {plans.currencies.SC}. Credits arrive every month on your own billing day; unused ones roll
              over, up to {plans.rollover_multiplier} times the monthly amount.
            </p>
    </>
      ) : (
        <div className="mkt-drawer__loading" aria-busy="true">
          <Spinner />
        </div>
      )}
    </Modal>
    </>
  );
}
