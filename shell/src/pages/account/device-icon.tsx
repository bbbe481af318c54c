import type { ReactNode } from 'react';
import type { SessionDto } from '@atelier/api-types';

type DeviceKind = SessionDto['kind'];

/** 24×24 stroke drawings, like the page icons (an outline and one detail line); named for screen readers. */
const DEVICES: Record<DeviceKind, { label: string; outline: ReactNode; detail: string }> = {
  phone: { label: 'Phone', outline: <rect x="7" y="2.5" width="10" height="19" rx="2" />, detail: 'M11 18.5h2' },
  tablet: { label: 'Tablet', outline: <rect x="4" y="2.5" width="16" height="19" rx="2" />, detail: 'M11 18.5h2' },
  desktop: { label: 'Computer', outline: <rect x="5" y="4" width="14" height="11" rx="1.5" />, detail: 'M2 19h20' },
  unknown: { label: 'Device', outline: <circle cx="12" cy="12" r="9" />, detail: 'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18' },
};

/** The Sessions list's picture of a device: a phone for an iPhone, never a laptop for everything. */
export function DeviceIcon({ kind }: { kind: DeviceKind | undefined }) {
  const device = DEVICES[kind ?? 'unknown'] ?? DEVICES.unknown;
  return (
    <svg
      className="account-sessions__device-icon"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={device.label}
      data-device-kind={kind ?? 'unknown'}
    >
      {device.outline}
      <path d={device.detail} />
    </svg>
  );
}
