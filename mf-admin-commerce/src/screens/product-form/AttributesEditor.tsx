/** Name/value feature rows of the product, with add and remove. */
import { useStore } from '@nanostores/react';
import { Button, TextField } from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import {
  $form,
  $formErrors,
  addAttribute,
  removeAttribute,
  updateAttribute,
} from '../../features/products/product-form-store';
import * as styles from './form.module.css';

export function AttributesEditor() {
  const t = useAdminT();
  const attributes = useStore($form).attributes;
  const error = useStore($formErrors).attributes;
  return (
    <fieldset className={styles.section}>
      <legend>{t('secAttributes')}</legend>
      {attributes.map((attr, index) => (
        <div className={styles.attr} key={index}>
          <TextField
            label={t('attrName')}
            value={attr.attrName}
            onChange={(attrName) => updateAttribute(index, { attrName })}
            isInvalid={Boolean(error) && !attr.attrName.trim()}
          />
          <TextField
            label={t('attrValue')}
            value={attr.attrValue}
            onChange={(attrValue) => updateAttribute(index, { attrValue })}
            isInvalid={Boolean(error) && !attr.attrValue.trim()}
          />
          <Button
            variant="quiet"
            aria-label={t('attrRemove', { name: attr.attrName || String(index + 1) })}
            onPress={() => removeAttribute(index)}
          >
            ✕
          </Button>
        </div>
      ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div>
        <Button variant="secondary" onPress={addAttribute}>
          {t('attrAdd')}
        </Button>
      </div>
    </fieldset>
  );
}
