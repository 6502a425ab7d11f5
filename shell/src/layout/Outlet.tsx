// What the shell itself shows in the main area. Remote screens render into #armatura-main
// (a sibling the shell's React never fills, so a remote's own React root owns its content).
import { useStore } from '@nanostores/react';
import { useNamespaceT, useT } from '@armatura/shared-libs/i18n';
import { Spinner } from '@armatura/shared-libs/ui';
import { $navigation } from '../routing/navigation';
import { ACCESS_NOTICES } from '../routing/guard';
import { shellTexts } from '../texts';
import { LoginScreen } from '../screens/LoginScreen';
import { ForgotPasswordScreen } from '../screens/ForgotPasswordScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { RemoteUnavailableScreen } from '../screens/RemoteUnavailableScreen';
import { REMOTE_UNAVAILABLE_SCREEN } from '../routing/routes';
import * as s from './layout.module.css';

const SHELL_SCREENS: Record<string, () => React.JSX.Element> = {
  'shell.login': LoginScreen,
  'shell.forgotPassword': ForgotPasswordScreen,
  'shell.notFound': NotFoundScreen,
  [REMOTE_UNAVAILABLE_SCREEN]: RemoteUnavailableScreen,
};

export function Outlet() {
  const t = useT();
  const st = useNamespaceT(shellTexts);
  const navigation = useStore($navigation);
  if (!navigation)
    return (
      <div className={s.starting}>
        <Spinner label={st('starting')} />
      </div>
    );
  const { match, access } = navigation;
  if (access.kind !== 'allow') {
    const notice = ACCESS_NOTICES[access.kind];
    return (
      <section className={s.denied} aria-labelledby="armatura-denied-title">
        <h1 id="armatura-denied-title">{t(notice.title)}</h1>
        <p>{t(notice.message)}</p>
      </section>
    );
  }
  if (match.owner !== 'shell') return null;
  const Screen = SHELL_SCREENS[match.screen] ?? NotFoundScreen;
  return <Screen />;
}
