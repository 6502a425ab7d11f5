/** The product's own fields, in sections (everything CreateProduct / UpdateProduct takes). */
import { useStore } from '@nanostores/react';
import { ListBoxItem, Select } from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import { $brands, $form, setField } from '../../features/products/product-form-store';
import { FormFlag, FormNumber, FormText } from './bound-fields';
import * as styles from './form.module.css';

const NO_BRAND = 'none';

function BrandSelect() {
  const t = useAdminT();
  const brands = useStore($brands);
  const brandId = useStore($form).brandId;
  const items = [
    { id: NO_BRAND, name: t('fNoBrand') },
    ...brands.map((b) => ({ id: String(b.id), name: b.name })),
  ];
  return (
    <Select
      label={t('fBrand')}
      items={items}
      selectedKey={brandId === null ? NO_BRAND : String(brandId)}
      onSelectionChange={(key) =>
        setField('brandId', key === null || key === NO_BRAND ? null : Number(key))
      }
    >
      {(item: { id: string; name: string }) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
    </Select>
  );
}

export function ProductFields() {
  const t = useAdminT();
  return (
    <>
      <fieldset className={styles.section}>
        <legend>{t('secBasic')}</legend>
        <div className={styles.grid}>
          <FormText field="code" label={t('fCode')} isRequired />
          <FormText field="erpId" label={t('fErpId')} />
          <FormText field="ean" label={t('fEan')} />
          <FormText field="catalogNumber" label={t('fCatalogNumber')} />
          <FormText field="name" label={t('fName')} isRequired className={styles.wide} />
          <BrandSelect />
          <FormText field="unit" label={t('fUnit')} isRequired />
          <FormText
            field="description"
            label={t('fDescription')}
            multiline
            className={styles.wide}
          />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('secPrices')}</legend>
        <div className={styles.grid}>
          <FormNumber field="rate" label={t('fRate')} />
          <FormNumber field="valueNetto" label={t('fNet')} />
          <FormNumber field="valueBrutto" label={t('fGross')} />
          <FormText field="currency" label={t('fCurrency')} />
          <FormNumber field="promotionValueNetto" label={t('fPromoNet')} />
          <FormNumber field="promotionValueBrutto" label={t('fPromoGross')} />
          <FormText field="promotionCurrency" label={t('fPromoCurrency')} />
          <FormNumber field="qtyAvailable" label={t('fStock')} decimals={3} />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('secFlags')}</legend>
        <div className={styles.flags}>
          <FormFlag field="isActive" label={t('fActive')} />
          <FormFlag field="isArchived" label={t('fArchived')} />
          <FormFlag field="isSale" label={t('fSale')} />
          <FormFlag field="isNew" label={t('fNew')} />
          <FormFlag field="isRecommended" label={t('fRecommended')} />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('secDims')}</legend>
        <div className={styles.grid}>
          <FormNumber field="weight" label={t('fWeight')} decimals={3} />
          <FormNumber field="height" label={t('fHeight')} />
          <FormNumber field="width" label={t('fWidth')} />
          <FormNumber field="length" label={t('fLength')} />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('secLinks')}</legend>
        <div className={styles.grid}>
          <FormText field="categoryIds" label={t('fCategories')} description={t('idsHint')} />
          <FormText field="relatedIds" label={t('fRelated')} description={t('idsHint')} />
          <FormText field="similarIds" label={t('fSimilar')} description={t('idsHint')} />
        </div>
      </fieldset>
    </>
  );
}
