/** Account screen texts and static values (spec 000 §2, §8, §9); exact. */

/** Shown when no user (or no email) is known: spec 000 §2 "a placeholder default". */
export const PLACEHOLDER_EMAIL = 'guest@example.com';

export type AccountTabId = 'profile' | 'billing' | 'sessions' | 'danger';

export const ACCOUNT_TABS: readonly { id: AccountTabId; label: string }[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'billing', label: 'Billing' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'danger', label: 'Danger Zone' },
];

export const STATIC_BILLING = {
  plan: 'Pro Plan',
  price: '$29/month',
  status: 'Active',
  nextBilling: 'Next billing date: January 19, 2025',
} as const;

export const STATIC_SESSION = {
  device: 'Current Device',
  lastActive: 'Last active: Just now',
  status: 'Active',
} as const;

export const DANGER_TEXT = 'This action is permanent and cannot be undone. All your data will be deleted.';
export const DELETE_MODAL_TITLE = 'Confirm Account Deletion';
export const DELETE_MODAL_TEXT = 'Are you sure you want to delete your account? This action cannot be undone.';

export const ACCOUNT_DELETED_MESSAGE = 'Account deleted (mock)';
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';
