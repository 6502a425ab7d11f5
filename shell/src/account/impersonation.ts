// "Działasz jako {user}" + "Wróć" (storefront.md §1, back-office.md §4). The session tells which
// kind of switch is active: impersonatorUserId (staff acting as a user) or switchedFromUserId
// (a linked account). Going back: Account/BackToImpersonator → TokenAuth/ImpersonatedAuthenticate,
// or Account/BackToSwitchedAccount → TokenAuth/LinkedAccountAuthenticate; then a full page load
// so every remote's stores start from the restored user.
import type { ImpersonationToken, SwitchAccountToken } from '@armatura/shared-libs/contracts';
import { computed } from 'nanostores';
import { appUrl, post } from '@armatura/shared-libs/http';
import {
  $config,
  authenticateImpersonated,
  authenticateLinkedAccount,
  page,
} from '@armatura/shared-libs/session';
import { DASHBOARD_PATH } from '@armatura/shared-libs/constants';

export type SwitchKind = 'impersonation' | 'linkedAccount';

type SessionWithSwitch = { impersonatorUserId?: number | null; switchedFromUserId?: number | null };

export const $switchKind = computed($config, (config): SwitchKind | null => {
  const session = config?.session as SessionWithSwitch | undefined;
  if (!session) return null;
  if (session.impersonatorUserId) return 'impersonation';
  if (session.switchedFromUserId) return 'linkedAccount';
  return null;
});

export async function goBackToOwnAccount(kind: SwitchKind): Promise<void> {
  if (kind === 'impersonation') {
    const answer = await post<ImpersonationToken>(appUrl('Account/BackToImpersonator'));
    if (!answer?.impersonationToken) throw new Error('No impersonation token');
    await authenticateImpersonated(answer.impersonationToken);
    page.assign(DASHBOARD_PATH);
  } else {
    const answer = await post<SwitchAccountToken>(appUrl('Account/BackToSwitchedAccount'));
    if (!answer?.switchAccountToken) throw new Error('No switch token');
    await authenticateLinkedAccount(answer.switchAccountToken);
    page.assign(DASHBOARD_PATH);
  }
}
