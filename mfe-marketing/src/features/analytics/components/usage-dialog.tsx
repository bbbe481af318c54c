import { Modal, Spinner } from '@atelier/ui';
import type { AnalyticsSummaryDto, CreditsResponseDto, LedgerEntryDto } from '@atelier/api-types';
import { useLedger } from '../../../lib/credits/get-credits';
import { USAGE_DAYS, useUsage } from '../api/get-usage';

interface UsageDialogProps {
  open: boolean;
  userId: string | null;
  credits: CreditsResponseDto | undefined;
  onClose(): void;
}

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

const EVENT_NAMES: Record<string, string> = {
  generate_success: 'Generations',
  generate_error: 'Failed generations',
  copy_artifact: 'Copies',
  chat_engineer: 'Chat Engineer replies',
  chat_engineer_error: 'Chat Engineer failures',
  upgrade_drawer: 'Plan views and upgrade clicks',
};

const ENTRY_NAMES: Record<string, string> = { grant: 'Monthly grant', charge: 'Charge', refund: 'Refund', expiry: 'Rollover cap' };

/** Where the credits come from and went (grants spent oldest first, the ledger) and what the studio was used for. */
export function UsageDialog({ open, userId, credits, onClose }: UsageDialogProps) {
  const usage = useUsage(userId, open);
  const ledger = useLedger(userId, open);
  return (
    <Modal open={open} onClose={onClose} title="Credits and usage" size="lg">
      {credits ? <Balances credits={credits} /> : null}
      <h3 className="mkt-subtitle">Recent credit activity</h3>
      {ledger.data ? <Ledger entries={ledger.data.entries} /> : <Spinner />}
      <h3 className="mkt-subtitle">Last {USAGE_DAYS} days</h3>
      {usage.data ? <Summary summary={usage.data} /> : usage.isError ? <p>Usage could not be loaded.</p> : <Spinner />}
    </Modal>
  );
}

function Balances({ credits }: { credits: CreditsResponseDto }) {
  return (
    <div className="mkt-balances">
      <p>
        <strong>{credits.rc} RC</strong> and <strong>{credits.sc} SC</strong> available
        {credits.held.rc || credits.held.sc ? ` (${credits.held.rc} RC and ${credits.held.sc} SC held for runs in progress)` : ''}. Next grant of{' '}
        {credits.allocation.rc} RC and {credits.allocation.sc} SC on {day.format(new Date(credits.next_grant_at))}; balances roll over up to{' '}
        {credits.rollover_cap.rc} RC and {credits.rollover_cap.sc} SC.
      </p>
      {credits.grants.length ? (
        <ul className="mkt-grants" aria-label="Where your balance comes from, spent oldest first">
          {credits.grants.map((grant) => (
            <li key={grant.id}>
              {grant.remaining} of {grant.amount} {grant.currency} left from the grant of {day.format(new Date(grant.granted_at))}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Ledger({ entries }: { entries: LedgerEntryDto[] }) {
  if (!entries.length) return <p>No credit activity yet.</p>;
  return (
    // A scrolling box: focusable and named so a keyboard reaches its hidden rows (axe scrollable-region-focusable).
    <div className="mkt-table-wrap" role="region" aria-label="Recent credit activity" tabIndex={0}>
      <table className="mkt-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Amount</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{moment.format(new Date(entry.created_at))}</td>
              <td>
                {ENTRY_NAMES[entry.kind] ?? entry.kind}
                {entry.meta?.feature ? ` · ${entry.meta.feature.replace('_', ' ')}` : ''}
                {entry.status && entry.status !== 'captured' ? ` (${entry.status})` : ''}
              </td>
              <td className={entry.amount < 0 ? 'mkt-minus' : 'mkt-plus'}>
                {entry.amount > 0 ? '+' : ''}
                {entry.amount} {entry.currency}
              </td>
              <td>
                {entry.balance_after} {entry.currency}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Summary({ summary }: { summary: AnalyticsSummaryDto }) {
  if (!summary.totals.length) return <p>Nothing yet: your generations and copies will be counted here.</p>;
  const perDay = new Map<string, number>();
  for (const row of summary.daily) if (row.name === 'generate_success') perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
  const most = Math.max(1, ...perDay.values());
  const days = Array.from({ length: summary.days }, (_, i) => {
    const date = new Date(`${summary.from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    return date.toISOString().slice(0, 10);
  });
  return (
    <>
      <ul className="mkt-usage-totals">
        {summary.totals.map((total) => (
          <li key={total.name}>
            <strong>{total.count}</strong> {EVENT_NAMES[total.name] ?? total.name}
          </li>
        ))}
      </ul>
      <div className="mkt-bars" role="img" aria-label={`Generations per day over the last ${summary.days} days`}>
        {days.map((date) => (
          <span key={date} className="mkt-bars__bar" style={{ height: `${((perDay.get(date) ?? 0) / most) * 100}%` }} title={`${date}: ${perDay.get(date) ?? 0}`} />
        ))}
      </div>
    </>
  );
}
