/** Account screen texts (spec 000 §2, §8 and the accounts issue); exact. */

/** Shown when the user has no email: spec 000 §2 "a placeholder default". */
export const PLACEHOLDER_EMAIL = 'guest@example.com';

export const ACCOUNT_PATH = '/account';

/** Where a signed-out visitor is sent, to come back here after signing in. */
export const ACCOUNT_LOGIN_PATH = `/login?${new URLSearchParams({ next: ACCOUNT_PATH }).toString()}`;

export type AccountTabId = 'profile' | 'billing' | 'sessions' | 'danger';

export const ACCOUNT_TABS: readonly { id: AccountTabId; label: string }[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'billing', label: 'Billing' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'danger', label: 'Danger Zone' },
];

export const NAME_MAX_LENGTH = 80;
export const NAME_REQUIRED = 'Enter your full name.';
export const NAME_TOO_LONG = `Full Name must be ${NAME_MAX_LENGTH} characters or fewer.`;
export const PROFILE_UPDATED_MESSAGE = 'Profile updated';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Same text as the landing's attach check (spec 000 §8). */
export const AVATAR_NOT_IMAGE = 'Please upload an image file';
export const AVATAR_TOO_LARGE = 'Avatar must be 2 MB or smaller.';
export const AVATAR_UPDATED_MESSAGE = 'Avatar updated';

export const BILLING_STATUS = 'Active';
export const BILLING_TRIAL_STATUS = 'Trial';
export const BILLING_LOAD_ERROR = "Couldn't load your billing.";
export const BILLING_INCLUDES_TITLE = 'What your plan includes';
export const BILLING_USAGE_TITLE = "Today's usage";
export const BILLING_USAGE_LABELS = { chat: 'Chat messages', photo: 'Photos', video: 'Videos' } as const;

export const CURRENT_DEVICE = 'Current Device';
export const SESSION_STATUS = 'Active';
export const SESSIONS_LOAD_ERROR = "Couldn't load your sessions.";
export const OTHER_DEVICES_LOGGED_OUT_MESSAGE = 'Logged out of all other devices';
export const DEVICE_LOGGED_OUT_MESSAGE = 'Device logged out';

export const DANGER_TEXT = 'This action is permanent and cannot be undone. All your data will be deleted.';
export const DELETE_MODAL_TITLE = 'Confirm Account Deletion';
export const DELETE_MODAL_TEXT = 'Are you sure you want to delete your account? This action cannot be undone.';

export const ACCOUNT_DELETED_MESSAGE = 'Account deleted';
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';
