/** Form with native + server validation (`validationErrors` maps field names to messages). */
import { Form as RACForm, type FormProps } from 'react-aria-components';
import { cx } from './utils';

export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={cx('arm-form', className)} />;
}
