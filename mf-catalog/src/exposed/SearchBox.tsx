// Widget 'mf_catalog/SearchBox' (in the shell's header, NoProps): the search field with
// autocomplete (POST /api/autocomplete), loaded when first used; Enter or the button opens
// /oferta?q=<term>.
import type { NoProps } from '@armatura/shared-libs/contracts';
import { SearchBox as HeaderSearchBox } from '../features/autocomplete/SearchBox';

export default function SearchBox(_props: NoProps) {
  return <HeaderSearchBox />;
}
