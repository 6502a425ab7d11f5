/**
 * The category navigation of /oferta: the top categories, and below the current one its
 * path and sub-categories. Plain links: every category has its own address.
 */
import { useStore } from '@nanostores/react';
import { Link } from '@armatura/shared-libs/routing';
import type { CategoryNode } from '@armatura/shared-libs/contracts';
import { categoryPath } from '../search/listing-context';
import { useCatalogT } from '../texts/catalog-texts';
import { $categoryTree, pathToSlug } from './category-store';
import * as styles from './CategoryNav.module.css';

export function CategoryNav({ currentSlug }: { currentSlug: string | null }) {
  const t = useCatalogT();
  const tree = useStore($categoryTree);
  const nodes = tree.data ?? [];
  if (nodes.length === 0) return null;
  const path = currentSlug ? pathToSlug(nodes, currentSlug) : [];
  const openIds = new Set(path.map((n) => n.id));
  return (
    <nav className={styles.nav} aria-label={t('categoriesTitle')}>
      <h2 className={styles.title}>{t('categoriesTitle')}</h2>
      <ul className={styles.list}>
        <li>
          <Link
            href="/oferta"
            className={styles.link}
            aria-current={currentSlug ? undefined : 'page'}
          >
            {t('allCategories')}
          </Link>
        </li>
        {nodes.map((node) => (
          <CategoryItem key={node.id} node={node} openIds={openIds} currentSlug={currentSlug} />
        ))}
      </ul>
    </nav>
  );
}

function CategoryItem({
  node,
  openIds,
  currentSlug,
}: {
  node: CategoryNode;
  openIds: Set<number>;
  currentSlug: string | null;
}) {
  const current = node.slug === currentSlug;
  const open = openIds.has(node.id);
  const children = node.children ?? [];
  return (
    <li>
      <Link
        href={categoryPath(node.slug)}
        className={`${styles.link} ${open ? styles.open : ''}`}
        aria-current={current ? 'page' : undefined}
      >
        <span>{node.name}</span>
        <span className={styles.count}>{node.productCount}</span>
      </Link>
      {open && children.length > 0 && (
        <ul className={styles.nested}>
          {children.map((child) => (
            <CategoryItem key={child.id} node={child} openIds={openIds} currentSlug={currentSlug} />
          ))}
        </ul>
      )}
    </li>
  );
}
