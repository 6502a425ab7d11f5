// Deleting an address asks first (the kit's dialog naming the address); a refusal is shown in it.
import type { AccountAddress } from '@armatura/shared-libs/contracts';
import { ConfirmDeleteButton } from '@armatura/shared-libs/ui';
import { deleteAddress } from '../../features/addresses/addresses-store';
import { useAccountT } from '../../features/texts/account-texts';

export function DeleteAddressButton({ address }: { address: AccountAddress }) {
  const t = useAccountT();
  const name = address.label || address.street;
  return (
    <ConfirmDeleteButton
      name={name}
      label={`${t('deleteAddress')}: ${name}`}
      title={t('deleteAddress')}
      question={t('deleteAddressQuestion', { name })}
      onDelete={async () => {
        const failure = await deleteAddress(address.id);
        return failure ? { error: failure } : true;
      }}
    />
  );
}
