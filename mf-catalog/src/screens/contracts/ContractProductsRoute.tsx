/** 'catalog.contractProducts': /kontrakty/:contractId. */
import { useRoute } from '@armatura/shared-libs/routing';
import { parseContractId } from '../../features/contracts/contracts-store';
import { ContractProductsScreen } from './ContractProductsScreen';

export function ContractProductsRoute() {
  const route = useRoute();
  return <ContractProductsScreen contractId={parseContractId(route?.params.contractId)} />;
}
