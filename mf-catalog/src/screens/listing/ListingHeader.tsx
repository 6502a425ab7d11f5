/** Breadcrumbs, the title of the listing and what the search corrected. */
import { useDocumentHead } from '@armatura/shared-libs/routing';
import type { CategoryNode } from '@armatura/shared-libs/contracts';
import { useTransitionStore } from '../../features/layout/use-transition-store';
import { $listingSearch } from '../../features/search/listing-search';
import { categoryPath, type ListingContext } from '../../features/search/listing-context';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Listing.module.css';
import { PageCrumbs } from '../../features/layout/PageCrumbs';

export interface ListingHeaderProps {
  context: ListingContext;
  /** Category path (root first) or the brand name, once known. */
  categoryPathNodes: CategoryNode[];
  brandName: string | null;
}

export function ListingHeader({ context, categoryPathNodes, brandName }: ListingHeaderProps) {
  const t = useCatalogT();
  const search = useTransitionStore($listingSearch);
  const contextTitle = t(context.titleKey);
  const current = categoryPathNodes[categoryPathNodes.length - 1];
  const subject =
    context.kind === 'category' ? current?.name : context.kind === 'brand' ? brandName : null;
  const term = search.resultSearchTerm || search.searchTerm;
  const title =
    subject ?? (term && context.kind === 'offer' ? t('searchResultsFor', { term }) : contextTitle);
  const corrections = Object.entries(search.corrections).filter(([, fixes]) => fixes.length > 0);
  // A category's or brand's name in the tab, as the host writes it into the page's HTML.
  useDocumentHead(subject ?? null);

  return (
    <header className={styles.header}>
      <PageCrumbs
        items={[
          ...(subject
            ? [{ label: contextTitle, href: context.kind === 'brand' ? '/marki' : '/oferta' }]
            : []),
          ...categoryPathNodes
            .slice(0, -1)
            .map((node) => ({ label: node.name, href: categoryPath(node.slug) })),
          { label: subject ?? contextTitle },
        ]}
      />
      <h1 className={styles.title}>{title}</h1>
      {subject && term && <p className={styles.termLine}>{t('searchResultsFor', { term })}</p>}
      {corrections.length > 0 && (
        <p className={styles.correction} role="status">
          {t('correctedInfo', {
            typed: corrections.map(([word]) => word).join(' '),
            corrected: corrections.map(([, fixes]) => fixes[0]).join(' '),
          })}
        </p>
      )}
    </header>
  );
}
