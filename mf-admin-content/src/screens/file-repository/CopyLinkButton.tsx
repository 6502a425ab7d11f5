// Copies a file's public address (absolute) for pasting into a page or post; where the clipboard
// is not available (no permission, plain http) the address is shown in the notice instead.
import type { RepositoryFile } from '@armatura/shared-libs/contracts';
import { Button, notify } from '@armatura/shared-libs/ui';
import { absoluteFileUrl } from '../../features/files/files-store';
import { useToolsT } from '../../features/texts/admin-tools-texts';

export function CopyLinkButton({ file }: { file: RepositoryFile }) {
  const t = useToolsT();
  async function copy() {
    const url = absoluteFileUrl(file);
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', title: t('linkCopied'), message: url });
    } catch {
      notify({ type: 'info', title: t('copyFailed', { url }), duration: 0 });
    }
  }
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={t('copyLinkOf', { name: file.name })}
      data-file-url={file.url}
      onPress={() => void copy()}
    >
      {t('copyLink')}
    </Button>
  );
}
