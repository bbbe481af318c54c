import type { CreditsResponseDto } from '@atelier/api-types';

const TIER_NAMES = { free: 'Free', creator: 'Creator', pro: 'Pro', elite: 'Elite' } as const;

interface CreditsBadgeProps {
  credits: CreditsResponseDto | undefined;
  loading: boolean;
  onOpen(): void;
}

/**
 * The header's credits badge (spec 001 §2, §4): 'Loading' first, then the balances; 0 and 0 on Free
 * until there is an answer (a visitor's). Opens the pricing drawer.
 */
export function CreditsBadge({ credits, loading, onOpen }: CreditsBadgeProps) {
  const rc = credits?.rc ?? 0;
  const sc = credits?.sc ?? 0;
  const tier = TIER_NAMES[credits?.tier ?? 'free'];
  return (
    <button
      type="button"
      className="mkt-badge"
      onClick={onOpen}
      aria-label={loading ? 'Credits: Loading. Open plans' : `Credits: ${rc} RC, ${sc} SC, ${tier} plan. Open plans`}
      aria-haspopup="dialog"
    >
      {loading ? (
        <span className="mkt-badge__loading">Loading</span>
      ) : (
        <>
          {/* Spaces between the parts (the flex row does not draw them) so the visible label reads as words the name contains: axe label-content-name-mismatch. */}
          <span className="mkt-badge__amount" data-testid="credits-rc">
            <strong>{rc}</strong> RC
          </span>{' '}
          <span className="mkt-badge__amount" data-testid="credits-sc">
            <strong>{sc}</strong> SC
          </span>{' '}
          <span className="mkt-badge__tier">{tier}</span>
        </>
      )}
    </button>
  );
}
