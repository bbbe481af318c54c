import { useNavigate } from 'react-router-dom';
import { useAuth, useToast } from '@atelier/runtime';
import { ACCOUNT_DELETED_MESSAGE, LOGGED_OUT_MESSAGE } from './account-constants';

export interface ProfileValues {
  name: string;
}

export interface AccountActions {
  saveProfile(values: ProfileValues): Promise<void>;
  uploadAvatar(): void;
  manageBilling(): void;
  logOutAllDevices(): void;
  deleteAccount(): Promise<void>;
  logOut(): void;
}

/**
 * What the account screen's buttons do. Today the spec's mock behaviour (spec 000 §2, §4, §7:
 * no calls); the accounts work replaces these bodies with real ones, the tabs stay as they are.
 */
export function useAccountActions(): AccountActions {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  return {
    async saveProfile() {
      // Spec 000 §2: saving is not shown yet.
    },
    uploadAvatar() {
      // Spec 000 §2: 'Upload Avatar (Mock)' does nothing yet.
    },
    manageBilling() {
      // Spec 000 §2: Manage Billing has no action yet.
    },
    logOutAllDevices() {
      // Spec 000 §2: no action yet.
    },
    async deleteAccount() {
      toast.show(ACCOUNT_DELETED_MESSAGE, 'success');
      logout();
      navigate('/');
    },
    logOut() {
      logout();
      toast.show(LOGGED_OUT_MESSAGE, 'success');
      navigate('/');
    },
  };
}
