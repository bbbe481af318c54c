import { useNavigate } from 'react-router-dom';
import { useAuth, useToast } from '@atelier/runtime';
import { ACCOUNT_DELETED_MESSAGE, AVATAR_UPDATED_MESSAGE, LOGGED_OUT_MESSAGE, PROFILE_UPDATED_MESSAGE } from './account-constants';
import { deleteAccount } from './api/delete-account';
import { endSession } from './api/end-session';
import { updateProfile } from './api/update-profile';
import { uploadAvatar } from './api/upload-avatar';
import { beginSignOut } from './sign-out-intent';

export interface AccountActions {
  /** Rejections carry the text to show where the action was started. */
  saveProfile(name: string): Promise<void>;
  uploadAvatar(file: File): Promise<void>;
  deleteAccount(): Promise<void>;
  logOut(): Promise<void>;
}

/**
 * What the account screen's buttons (and the menus' Log Out) do. Signing out on purpose is announced
 * first (sign-out-intent.ts), so the account page's sign-in guard does not send the visitor to /login
 * instead of home.
 */
export function useAccountActions(): AccountActions {
  const { logout, updateUser } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();

  const leave = (message: string) => {
    beginSignOut();
    void navigate('/');
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
      // Before the request: a session that already ended answers 401, which signs this browser out.
      beginSignOut();
      try {
        await endSession();
      } catch {
        // Offline or already ended: signing out here is what the visitor asked for either way.
      }
      leave(LOGGED_OUT_MESSAGE);
    },
  };
}
