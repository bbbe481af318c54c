import { useAuth, useToast } from '@atelier/runtime';
import { buildLocalUser } from './local-auth';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  name?: string;
}

export interface LoginActions {
  /** Resolves once signed in; a rejection's message is shown on the form. */
  signIn(values: SignInValues): Promise<void>;
  signUp(values: SignUpValues): Promise<void>;
}

export const LOGGED_IN_MESSAGE = 'Logged in successfully!';
export const SIGNED_UP_MESSAGE = 'Account created successfully!';

/**
 * Local sign-in (spec 000 §4: no server call, the password is not checked). The accounts work
 * replaces these two bodies with real calls; the page and forms stay as they are.
 */
export function useLoginActions(): LoginActions {
  const { login } = useAuth();
  const toast = useToast();
  return {
    async signIn({ email }) {
      login(buildLocalUser(email));
      toast.show(LOGGED_IN_MESSAGE, 'success');
    },
    async signUp({ email, name }) {
      login(buildLocalUser(email, name));
      toast.show(SIGNED_UP_MESSAGE, 'success');
    },
  };
}
