import type { LaneStateDto } from '@atelier/api-types';
import { cx } from '@atelier/ui';
import { LANE_NAMES } from '../../../lib/lanes';
import type { ArrangementAction } from '../utils/arrangement-edit';

interface LaneHeaderProps {
  lane: LaneStateDto;
  /** The lane has nothing to play (no guide vocal for this beat). */
  empty: boolean;
  onEdit: (action: ArrangementAction) => void;
}

/** A lane's name, mute, solo and volume; they act at once while the arrangement plays. */
export function LaneHeader({ lane, empty, onEdit }: LaneHeaderProps) {
  const name = LANE_NAMES[lane.lane];
  const set = (patch: Partial<Omit<LaneStateDto, 'lane'>>) => onEdit({ type: 'lane', lane: lane.lane, patch });
  return (
    <div className={cx('music-lane-head', `music-lane--${lane.lane}`, empty && 'is-empty')}>
      <span className="music-lane-head__name">{name}</span>
      <div className="music-lane-head__buttons">
        <button
          type="button"
          className={cx('music-toggle', lane.muted && 'is-on')}
          aria-pressed={lane.muted}
          aria-label={`Mute ${name}`}
          title={`Mute ${name}`}
          onClick={() => set({ muted: !lane.muted })}
        >
          M
        </button>
        <button
          type="button"
          className={cx('music-toggle', 'music-toggle--solo', lane.solo && 'is-on')}
          aria-pressed={lane.solo}
          aria-label={`Solo ${name}`}
          title={`Solo ${name}`}
          onClick={() => set({ solo: !lane.solo })}
        >
          S
        </button>
      </div>
      <input
        type="range"
        className="music-lane-head__volume"
        min={0}
        max={150}
        step={5}
        value={Math.round(lane.volume * 100)}
        aria-label={`${name} volume`}
        aria-valuetext={`${Math.round(lane.volume * 100)}%`}
        onChange={(event) => set({ volume: Number(event.target.value) / 100 })}
      />
    </div>
  );
}
