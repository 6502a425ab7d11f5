/**
 * Texts of the global configuration screen: namespace 'commerceConfiguration', Polish and English
 * (the screen follows the shell's culture). Stores read `configurationTexts.t(key)`, components
 * `useConfigurationT()` (re-renders on a language change). The field messages of NIP, REGON, IBAN
 * and e-mail come from the contract (CONFIGURATION_MESSAGES, Polish, the same the server answers).
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { configurationEn } from './configuration-en';
import { configurationPl } from './configuration-pl';

export type ConfigurationTextKey = keyof typeof configurationPl;
export type ConfigurationT = (key: ConfigurationTextKey, params?: TextParams) => string;

export const configurationTexts = registerTexts<ConfigurationTextKey>('commerceConfiguration', {
  pl: configurationPl,
  en: configurationEn,
});

export function useConfigurationT(): ConfigurationT {
  return useNamespaceT(configurationTexts);
}
