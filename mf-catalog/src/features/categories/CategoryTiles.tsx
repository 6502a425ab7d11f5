/** Top categories as tiles with their first sub-categories (home page, /oferta start). */
import { Link } from '@armatura/shared-libs/routing';
import type { CategoryNode } from '@armatura/shared-libs/contracts';
import { categoryPath } from '../search/listing-context';
import { useCatalogT } from '../texts/catalog-texts';
import * as styles from './CategoryTiles.module.css';

const SUBCATEGORIES_SHOWN = 4;

export function CategoryTiles({
  nodes,
  headingLevel = 3,
}: {
  nodes: CategoryNode[];
  headingLevel?: 2 | 3;
}) {
  const t = useCatalogT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.tiles}>
      {nodes.map((node, index) => (
        <li key={node.id} className={styles.tile} data-tone={index % 4}>
          <Heading className={styles.name}>
            <Link href={categoryPath(node.slug)} className={styles.mainLink}>
              {node.name}
            </Link>
          </Heading>
          <p className={styles.count}>{t('productsCount', { count: node.productCount })}</p>
          {(node.children ?? []).length > 0 && (
            <ul className={styles.children}>
              {(node.children ?? []).slice(0, SUBCATEGORIES_SHOWN).map((child) => (
                <li key={child.id}>
                  <Link href={categoryPath(child.slug)} className={styles.childLink}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
