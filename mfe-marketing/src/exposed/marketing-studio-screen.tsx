import { useState } from 'react';
import { useAuth } from '@atelier/runtime';
import { Button, Tabs } from '@atelier/ui';
import { UsageDialog } from '../features/analytics/components/usage-dialog';
import { useArtifacts } from '../features/artifacts/api/get-artifacts';
import { RecentArtifacts } from '../features/artifacts/components/recent-artifacts';
import { useBrandKit } from '../features/brand-kit/api/brand-kit';
import { BrandKitDialog } from '../features/brand-kit/components/brand-kit-dialog';
import { ChatEngineer } from '../features/chat-engineer/components/chat-engineer';
import { useCredits } from '../lib/credits/get-credits';
import { usePlans } from '../lib/credits/get-plans';
import { CreditsBadge } from '../features/credits/components/credits-badge';
import { PricingDrawer } from '../features/credits/components/pricing-drawer';
import { PricingDrawerProvider, usePricingDrawer } from '../lib/credits/pricing-drawer';
import { CampaignCopyPanel, QuickCreatePanel, VisualsPanel } from '../features/generators/components/generator-panels';
import { ComingSoonCards } from './coming-soon-cards';
import './marketing-studio.css';

/** Marketing Studio (spec 001 §2): what the shell shows at /marketing-studio. */
export function MarketingStudio() {
  return (
    <PricingDrawerProvider>
      <Studio />
    </PricingDrawerProvider>
  );
}

function Studio() {
  const { user, isAuthenticated } = useAuth();
  const userId = isAuthenticated ? (user?.id ?? null) : null;
  const credits = useCredits(userId);
  const plans = usePlans();
  const artifacts = useArtifacts(userId);
  const brandKit = useBrandKit(userId);
  const drawer = usePricingDrawer();
  const [brandOpen, setBrandOpen] = useState(false);
  const [usageOpen, setUsageOpen] = useState(false);
  const costs = plans.data?.costs ?? credits.data?.costs;
  const panel = { costs, credits: credits.data, signedIn: Boolean(userId) };
  const kit = brandKit.data;
  const brand = kit && [kit.product, kit.audience, kit.voice].filter(Boolean).join(' · ');

  return (
    <div className="mkt">
      <header className="at-spread mkt-header">
        <div className="mkt-header__title">
          <h1>Marketing Studio</h1>
          <p className="mkt-header__lead">Copy and visuals for your campaigns, paid with credits: RC for text, SC for visuals.</p>
        </div>
        <div className="mkt-header__actions">
          {userId ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setBrandOpen(true)}>
                Brand kit
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setUsageOpen(true)}>
                Usage
              </Button>
            </>
          ) : null}
          <CreditsBadge credits={credits.data} loading={Boolean(userId) && credits.isPending} onOpen={() => drawer.show('badge')} />
        </div>
      </header>
      {userId ? (
        <p className="mkt-brand">
          {brand ? (
            <>
              Writing for <strong>{brand}</strong>
            </>
          ) : (
            'Add a brand kit (product, audience, voice) so every piece sounds like you.'
          )}{' '}
          <Button variant="ghost" size="sm" onClick={() => setBrandOpen(true)}>
            {brand ? 'Edit' : 'Add brand kit'}
          </Button>
        </p>
      ) : null}
      <div className="mkt-grid">
        <div className="mkt-main">
          <section className="mkt-card" aria-label="Generators">
            <Tabs
              label="Generators"
              items={[
                { id: 'quick', label: 'Quick Create', content: <QuickCreatePanel {...panel} /> },
                { id: 'campaign', label: 'Campaign Copy', content: <CampaignCopyPanel {...panel} /> },
                { id: 'visuals', label: 'Visuals', content: <VisualsPanel {...panel} /> },
              ]}
            />
          </section>
          <RecentArtifacts
            artifacts={artifacts.data?.artifacts ?? []}
            loading={Boolean(userId) && artifacts.isPending}
            failed={artifacts.isError}
            onRetry={() => void artifacts.refetch()}
          />
        </div>
        <aside className="mkt-aside" aria-label="Chat Engineer">
          <ChatEngineer signedIn={Boolean(userId)} cost={costs?.text} />
        </aside>
        <ComingSoonCards />
      </div>
      <PricingDrawer plans={plans.data} credits={credits.data} />
      <BrandKitDialog open={brandOpen} userId={userId} kit={kit} onClose={() => setBrandOpen(false)} />
      <UsageDialog open={usageOpen} userId={userId} credits={credits.data} onClose={() => setUsageOpen(false)} />
    </div>
  );
}
