// The subscribers' status filter: all, pending, confirmed, unsubscribed.
import { useStore } from '@nanostores/react';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@armatura/shared-libs/contracts';
import { Select, SelectItem } from '@armatura/shared-libs/ui';
import {
  $newsletterView,
  changeNewsletter,
} from '../../features/newsletter-admin/newsletter-store';
import { useToolsT } from '../../features/texts/admin-tools-texts';

const ALL = 'all';

export function StatusSelect() {
  const t = useToolsT();
  const view = useStore($newsletterView);
  const items = [
    { id: ALL, name: t('allStatuses') },
    ...NEWSLETTER_STATUSES.map((status) => ({
      id: status,
      name: t(`newsletterStatus.${status}`),
    })),
  ];
  return (
    <Select
      label={t('status')}
      items={items}
      selectedKey={view.status ?? ALL}
      onSelectionChange={(key) =>
        void changeNewsletter({
          status: key === ALL || key === null ? null : (key as NewsletterStatus),
        })
      }
    >
      {(item: { id: string; name: string }) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
