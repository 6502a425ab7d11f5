// The Polish/English name of a mail's delivery status ('logged', 'queued', 'sent', 'failed').
import { useToolsT, type ToolsTextKey } from '../../features/texts/admin-tools-texts';

const KNOWN = new Set(['logged', 'queued', 'sent', 'failed']);

export function useMailStatusLabel(): (status: string) => string {
  const t = useToolsT();
  // A status a newer server adds is shown as it comes rather than hidden.
  return (status) => (KNOWN.has(status) ? t(`mailStatus.${status}` as ToolsTextKey) : status);
}
