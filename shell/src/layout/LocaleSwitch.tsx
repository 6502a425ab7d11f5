// Language (Polski/English) and currency (PLN/EUR). A signed-in user's choice is saved on the
// server (User/ChangeLanguage, User/ChangeCurrency); cookies keep it for everyone.
import { useStore } from '@nanostores/react';
import { useLocale, useT, type Locale } from '@armatura/shared-libs/i18n';
import { $currency, setCurrency, setLanguage } from '@armatura/shared-libs/session';
import { Select, SelectItem } from '@armatura/shared-libs/ui';
import { DEFAULT_CURRENCY } from '@armatura/shared-libs/constants';
import * as s from './header.module.css';

const LANGUAGES: Locale[] = ['pl', 'en'];
const CURRENCIES = ['PLN', 'EUR'] as const;

export function LocaleSwitch() {
  const t = useT();
  const locale = useLocale();
  const currency = useStore($currency) ?? DEFAULT_CURRENCY;
  return (
    <div className={s.locale}>
      <Select
        loadOnUse
        aria-label={t('header.language')}
        className={s.compactSelect}
        selectedKey={locale}
        onSelectionChange={(key) => key && key !== locale && void setLanguage(String(key))}
      >
        {LANGUAGES.map((lang) => (
          <SelectItem key={lang} id={lang}>
            {t(`language.${lang}`)}
          </SelectItem>
        ))}
      </Select>
      <Select
        loadOnUse
        aria-label={t('header.currency')}
        className={s.compactSelect}
        selectedKey={currency}
        onSelectionChange={(key) => key && key !== currency && void setCurrency(String(key))}
      >
        {CURRENCIES.map((code) => (
          <SelectItem key={code} id={code} textValue={code}>
            {code}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
