import { Button } from '@atelier/ui';
import { useApiKeys } from '../hooks/use-api-keys';
import { useKeyDialogs } from '../hooks/use-key-dialogs';
import { useUsage } from '../api/get-usage';
import { snippetKey } from '../utils/snippet-key';
import { KeysTable } from './keys-table';
import { NewKeyDialog } from './new-key-dialog';
import { SnippetsPanel } from './snippets-panel';
import { UpgradePlans } from './upgrade-plans';
import { UsagePanel } from './usage-panel';

/** The developer dashboard: keys, usage, snippets and plans (spec 001 §2). */
export function SignedInView({ userId, email }: { userId: string; email: string }) {
  const keys = useApiKeys(userId);
  const ask = useKeyDialogs();
  const { usage, loading: usageLoading } = useUsage(userId);

  const createKey = async () => {
    const label = await ask.askLabel();
    if (label) await keys.create(label);
  };
  const revokeKey = async (id: string) => {
    if (await ask.confirmRevoke()) await keys.revoke(id);
  };

  return (
    <>
      <header className="integrations-dashboard__header">
        <h1 className="integrations-dashboard__title">Integrations</h1>
        <p className="integrations-muted">
          Welcome, <strong className="integrations-dashboard__email">{email}</strong>
        </p>
      </header>
      <section className="integrations-section" aria-labelledby="keys-title">
        <div className="at-spread integrations-section__head">
          <h2 id="keys-title" className="integrations-section__title">
            API keys
          </h2>
          <Button onClick={() => void createKey()} loading={keys.busy}>
            Create New Key
          </Button>
        </div>
        <KeysTable keys={keys.keys} loading={keys.loading} onRevoke={(id) => void revokeKey(id)} />
      </section>
      <UsagePanel usage={usage} loading={usageLoading} />
      <SnippetsPanel apiKey={snippetKey(keys.keys, keys.stored)} />
      <UpgradePlans currentPlanId={usage?.plan?.id} />
      <NewKeyDialog apiKey={keys.created} onClose={keys.dismissCreated} />
    </>
  );
}
