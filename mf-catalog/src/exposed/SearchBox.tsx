// Widget 'mf_catalog/SearchBox' (in the shell's header, NoProps): the search field with
// autocomplete (POST /api/autocomplete); Enter or the button opens /oferta?q=<term>.
import type { NoProps } from '@armatura/shared-libs/contracts';
import { SearchBoxView } from '../features/autocomplete/SearchBoxView';

export default function SearchBox(_props: NoProps) {
  return <SearchBoxView />;
}
