/**
 * Number field with optional −/+ steppers. Loaded on first use (./on-demand.ts): react-aria's
 * number parsing and spin button are used by listings' filters, the cart and back-office forms,
 * not by the home or product page. The wrapper itself is in ./numberfield-parts.
 */
import { Suspense } from 'react';
import { FieldPlaceholder } from './FieldPlaceholder';
import { onDemand } from './on-demand';
import type { NumberFieldProps } from './numberfield-parts';

export type { NumberFieldProps } from './numberfield-parts';

export const numberFieldParts = onDemand(
  () => import(/* webpackChunkName: "ui-number-field" */ './numberfield-parts'),
);

const LoadedNumberField = numberFieldParts.part('NumberField');

export function NumberField(props: NumberFieldProps) {
  return (
    <Suspense fallback={<FieldPlaceholder label={props.label} className="arm-number-field" />}>
      <LoadedNumberField {...props} />
    </Suspense>
  );
}
