// The contacts' status filter: all, to handle, handled.
import { useStore } from '@nanostores/react';
import { Select, SelectItem } from '@armatura/shared-libs/ui';
import {
  $contactsView,
  changeContacts,
  type HandledFilter,
} from '../../features/contacts-admin/contacts-store';
import { useToolsT } from '../../features/texts/admin-tools-texts';

export function HandledSelect() {
  const t = useToolsT();
  const view = useStore($contactsView);
  const items: { id: HandledFilter; name: string }[] = [
    { id: 'all', name: t('contactAll') },
    { id: 'open', name: t('contactOpen') },
    { id: 'handled', name: t('contactHandled') },
  ];
  return (
    <Select
      label={t('status')}
      items={items}
      selectedKey={view.handled}
      onSelectionChange={(key) => void changeContacts({ handled: (key ?? 'all') as HandledFilter })}
    >
      {(item: { id: string; name: string }) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
