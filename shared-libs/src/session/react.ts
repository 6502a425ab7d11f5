/** React access to the session store. */
import { useStore } from '@nanostores/react';
import { $signIn } from './auth';
import { $session, $user } from './store';
import type { LoggedInUser, SessionState } from './types';

export function useSession(): SessionState {
  return useStore($session);
}

export function useCurrentUser(): LoggedInUser | null {
  return useStore($user);
}

export function useSignInState(): { processing: boolean; error: string | null } {
  return useStore($signIn);
}
