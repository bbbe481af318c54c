/** nodemailer waits up to 2 minutes for a silent server by default; a sign-in request should not. */
export const SMTP_TIMEOUT_DEFAULTS_MS: Readonly<Record<string, number>> = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/**
 * nodemailer reads transport options from the URL's query (`smtp://host:587?connectionTimeout=5000`);
 * adds our timeouts where the operator set none.
 */
export function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [option, ms] of Object.entries(SMTP_TIMEOUT_DEFAULTS_MS)) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(ms));
  }
  return url.toString();
}
