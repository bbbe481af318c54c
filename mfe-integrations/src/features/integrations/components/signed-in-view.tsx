import { Button } from '@atelier/ui';
import { useApiKeys } from '../hooks/use-api-keys';
import { useUsage } from '../hooks/use-usage';
import { snippetKey } from '../utils/snippet-key';
import { KeysTable } from './keys-table';
import { NewKeyDialog } from './new-key-dialog';
import { SnippetsPanel } from './snippets-panel';
import { UpgradePlans } from './upgrade-plans';
import { UsagePanel } from './usage-panel';

/** The developer dashboard: keys, usage, snippets and plans (spec 001 §2). */
export function SignedInView({ userId, email }: { userId: string; email: string }) {
  const keys = useApiKeys(userId);
  const { usage, loading: usageLoading } = useUsage();
  return (
    <>
      <header className="integrations-dashboard__header">
        <h1 className="integrations-dashboard__title">Integrations</h1>
        <p className="integrations-muted">
          Welcome, <strong className="integrations-dashboard__email">{email}</strong>
        </p>
      </header>
      <section className="integrations-section" aria-labelledby="keys-title">
        <div className="integrations-section__head">
          <h2 id="keys-title" className="integrations-section__title">
            API keys
          </h2>
          <Button onClick={() => void keys.create()} loading={keys.busy}>
            Create New Key
          </Button>
        </div>
        <KeysTable keys={keys.keys} loading={keys.loading} onRevoke={(id) => void keys.revoke(id)} />
      </section>
      <UsagePanel usage={usage} loading={usageLoading} />
      <SnippetsPanel apiKey={snippetKey(keys.keys, keys.stored)} />
      <UpgradePlans currentPlanId={usage?.plan?.id} />
      <NewKeyDialog apiKey={keys.created} onClose={keys.dismissCreated} />
    </>
  );
}
