import { useNavigate } from 'react-router-dom';
import { useAuth, useToast } from '@atelier/runtime';
import { ACCOUNT_DELETED_MESSAGE, AVATAR_UPDATED_MESSAGE, LOGGED_OUT_MESSAGE, PROFILE_UPDATED_MESSAGE } from './account-constants';
import { deleteAccount } from './api/delete-account';
import { endSession } from './api/end-session';
import { updateProfile } from './api/update-profile';
import { uploadAvatar } from './api/upload-avatar';

export interface AccountActions {
  /** Rejections carry the text to show where the action was started. */
  saveProfile(name: string): Promise<void>;
  uploadAvatar(file: File): Promise<void>;
  deleteAccount(): Promise<void>;
  logOut(): Promise<void>;
}

/**
 * What the account screen's buttons do. `onLeave` runs just before this browser signs out on
 * purpose, so the page's sign-in guard does not send the visitor to /login instead of home.
 */
export function useAccountActions(onLeave: () => void): AccountActions {
  const { logout, updateUser } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();

  const leave = (message: string) => {
    onLeave();
    // Home first, synchronously: router navigations are transitions, so signing out first would let a
    // signed-in-only page (the account page, left from the top bar's menu) render signed out and send
    // the person to sign in instead.
    void navigate('/', { flushSync: true });
    logout();
    toast.show(message, 'success');
  };

  return {
    async saveProfile(name) {
      updateUser(await updateProfile({ name }));
      toast.show(PROFILE_UPDATED_MESSAGE, 'success');
    },
    async uploadAvatar(file) {
      updateUser(await uploadAvatar(file));
      toast.show(AVATAR_UPDATED_MESSAGE, 'success');
    },
    async deleteAccount() {
      await deleteAccount();
      leave(ACCOUNT_DELETED_MESSAGE);
    },
    async logOut() {
      onLeave();
      try {
        await endSession();
      } catch {
        // Offline or already ended: signing out here is what the visitor asked for either way.
      }
      leave(LOGGED_OUT_MESSAGE);
    },
  };
}
