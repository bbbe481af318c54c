import { useAuth, useToast } from '@atelier/runtime';
import type { AuthResponseDto } from '@atelier/api-types';
import { createAccount, type SignUpValues } from './api/create-account';
import { signInWithPassword, type SignInValues } from './api/sign-in-with-password';

export type { SignInValues, SignUpValues };

export interface LoginActions {
  /** Resolves once signed in; a rejection's message is shown on the form. */
  signIn(values: SignInValues): Promise<void>;
  signUp(values: SignUpValues): Promise<void>;
  /** Takes a session the server already granted (a verified sign-in link). */
  completeSignIn(session: AuthResponseDto): void;
}

export const LOGGED_IN_MESSAGE = 'Logged in successfully!';
export const SIGNED_UP_MESSAGE = 'Account created! Welcome to Atelier.';

/** Signs this browser in with a session from the server and says so. */
export function useLoginActions(): LoginActions {
  const { login } = useAuth();
  const toast = useToast();
  const start = ({ user, token }: AuthResponseDto, message: string) => {
    login(user, token);
    toast.show(message, 'success');
  };
  return {
    async signIn(values) {
      start(await signInWithPassword(values), LOGGED_IN_MESSAGE);
    },
    async signUp(values) {
      start(await createAccount(values), SIGNED_UP_MESSAGE);
    },
    completeSignIn(session) {
      start(session, LOGGED_IN_MESSAGE);
    },
  };
}
