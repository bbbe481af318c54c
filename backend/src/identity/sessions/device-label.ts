/** First match wins: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari". */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\b(?:iPhone|iPad)\b.*\bMobile\//, 'Safari'],
  [/^curl\//i, 'curl'],
  [/^PostmanRuntime\//, 'Postman'],
];

/** iOS devices before macOS (iPads may say "Mac OS X"), Android before Linux. */
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Unknown device';

export const DEVICE_KINDS = ['phone', 'tablet', 'desktop', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/**
 * What kind of device a User-Agent comes from, for the Sessions list's icon. Android tablets drop
 * "Mobile" from the agent; Windows/Linux/macOS/ChromeOS are computers (iPadOS in desktop mode says
 * "Macintosh" and cannot be told apart from a Mac).
 */
const KINDS: ReadonlyArray<readonly [RegExp, DeviceKind]> = [
  [/\biPad\b|\bTablet\b|\bKindle\b|\bSilk\//, 'tablet'],
  [/\biPhone\b|\biPod\b|\bWindows Phone\b|\bIEMobile\b/, 'phone'],
  [/\bAndroid\b.*\bMobile\b/, 'phone'],
  [/\bAndroid\b/, 'tablet'],
  [/\bMobi/, 'phone'],
  [/\bWindows NT\b|\bMacintosh\b|\bCrOS\b|\bX11\b|\bLinux x86_64\b/, 'desktop'],
];

export function deviceKind(userAgent: string | undefined): DeviceKind {
  const agent = userAgent?.slice(0, 512) ?? '';
  return KINDS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'unknown';
}

/** "Chrome on Linux", "Safari on iPhone"…: what the Sessions list shows for a User-Agent. */
export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent?.slice(0, 512) ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  return UNKNOWN_DEVICE;
}
