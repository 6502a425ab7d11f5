/** 'catalog.listing': the address decides which listing (or the brand index) is shown. */
import { useMemo } from 'react';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import { EmptyState } from '@armatura/shared-libs/ui';
import { listingContextFor } from '../../features/search/listing-context';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { BrandsIndex } from './BrandsIndex';
import { ListingScreen } from './ListingScreen';

export function ListingRoute() {
  const t = useCatalogT();
  const path = useRoute()?.path ?? '/oferta';
  // Memoised per path: a new context object would restart the search on every query change.
  const context = useMemo(() => listingContextFor(path), [path]);
  if (!context)
    return (
      <EmptyState
        title={t('categoryNotFound')}
        action={<Link href="/oferta">{t('backToOffer')}</Link>}
      />
    );
  if (context.kind === 'brands') return <BrandsIndex />;
  return <ListingScreen key={context.path} context={context} />;
}
