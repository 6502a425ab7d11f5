// The main area on a path of a remote whose routes could not be read at start (routing/compose.ts):
// the panel a remote that fails to load shows. "Spróbuj ponownie" reloads the page, which reads
// the remote's routes again; the route table is composed once per page load.
import { FailurePanel } from '../federation/SpaFallback';

const reload = async () => window.location.reload();

export function RemoteUnavailableScreen() {
  return <FailurePanel onRetry={reload} />;
}
