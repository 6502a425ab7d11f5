import { useContext } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { TriggerButtonContext } from './trigger-context';
import { racClass } from './utils';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
}

export function Button({ variant = 'primary', size = 'medium', className, ...props }: ButtonProps) {
  const trigger = useContext(TriggerButtonContext);
  const triggerProps: Partial<RACButtonProps> = trigger
    ? {
        'aria-expanded': trigger['aria-expanded'],
        onHoverStart: (e) => (trigger.onIntent(), props.onHoverStart?.(e)),
        onFocus: (e) => (trigger.onIntent(), props.onFocus?.(e)),
        onPressStart: (e) => (trigger.onIntent(), props.onPressStart?.(e)),
        onPress: (e) => (trigger.onPress(), props.onPress?.(e)),
      }
    : {};
  return (
    <RACButton
      {...props}
      {...triggerProps}
      className={racClass(`arm-button arm-button--${variant} arm-button--${size}`, className)}
    />
  );
}
