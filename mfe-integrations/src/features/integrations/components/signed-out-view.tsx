import { useState } from 'react';
import { ApiExplainer } from './api-explainer';
import { AuthModal } from './auth-modal';
import { CostEstimator } from './cost-estimator';
import { FaqSection } from './faq-section';
import { IntegrationsHero } from './integrations-hero';
import { PlansSection } from './plans-section';
import { WhySection } from './why-section';

/** What a visitor sees before signing in (spec 001 §2). */
export function SignedOutView() {
  const [authOpen, setAuthOpen] = useState(false);
  const openAuth = () => setAuthOpen(true);
  return (
    <>
      <IntegrationsHero onGetKey={openAuth} />
      <ApiExplainer />
      <WhySection />
      <CostEstimator />
      <PlansSection onGetStarted={openAuth} />
      <FaqSection />
      <AuthModal open={authOpen} onClose={() => setAuthOpen(false)} />
    </>
  );
}
