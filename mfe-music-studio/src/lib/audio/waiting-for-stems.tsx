import type { TransportState } from './transport';

/** What the studio says while the transport holds for the rest of a stem (`waiting`). */
export const WAITING_FOR_STEMS = 'Loading the rest of the song… it plays on from here in a moment.';

/** The transport's wait, said where the player is; nothing otherwise. */
export function WaitingForStems({ state }: { state: TransportState }) {
  if (state !== 'waiting') return null;
  return (
    <p className="music-note" role="status">
      {WAITING_FOR_STEMS}
    </p>
  );
}
