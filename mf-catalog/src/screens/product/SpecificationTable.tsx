/** Dimensions and attributes as a two-column table (a header cell per row for screen readers). */
import type { ProductDetails } from '@armatura/shared-libs/contracts';
import { specificationRows } from '../../features/product/product-store';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Product.module.css';

export function SpecificationTable({ product }: { product: ProductDetails }) {
  const t = useCatalogT();
  const rows = specificationRows(product, {
    weight: t('weight'),
    height: t('height'),
    width: t('width'),
    length: t('length'),
  });
  if (rows.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-specification">
      <h2 id="product-specification" className={styles.sectionTitle}>
        {t('attributesTitle')}
      </h2>
      <table className={styles.specs}>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.name}-${i}`}>
              <th scope="row">{row.name}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
