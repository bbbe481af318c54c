import { usagePercent } from '../utils/usage-ratio';

interface UsageBarProps {
  label: string;
  used: number;
  /** The plan's monthly allowance. */
  allowance: number;
}

const count = (value: number) => value.toLocaleString('en-US');

/** One usage line; the bar's width is the real share of the allowance used. */
export function UsageBar({ label, used, allowance }: UsageBarProps) {
  const percent = usagePercent(used, allowance);
  return (
    <div className="integrations-usage__item">
      <div className="integrations-usage__head">
        <span>{label}</span>
        <span className="integrations-usage__value">
          {count(used)} / {count(allowance)}
        </span>
      </div>
      <div
        className="integrations-usage__track"
        role="progressbar"
        aria-label={`${label} used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${count(used)} of ${count(allowance)} (${percent}%)`}
      >
        <div className={`integrations-usage__fill${percent >= 100 ? ' is-full' : ''}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
