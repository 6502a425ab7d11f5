import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { racClass } from './utils';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
}

export function Button({ variant = 'primary', size = 'medium', className, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={racClass(`arm-button arm-button--${variant} arm-button--${size}`, className)}
    />
  );
}
