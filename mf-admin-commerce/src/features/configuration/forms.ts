/**
 * Each configuration group's form: what the screen edits (write-only secrets as an empty field,
 * numbers that may be empty as NaN), the FULL Update body built from it, and its check (schema from
 * the contract + the contract's problems, see field-checks.ts). Secrets typed as '' are left out of
 * the body, which keeps the stored value (the contract's write-only rule).
 */
import {
  CompanyInformationUpdateSchema,
  companyInformationProblems,
  DefaultConfigurationUpdateSchema,
  DeliveryConfigurationUpdateSchema,
  MailConfigurationUpdateSchema,
  mailConfigurationProblems,
  RabbitConfigurationUpdateSchema,
  rabbitConfigurationProblems,
  TpayConfigurationUpdateSchema,
  tpayConfigurationProblems,
  type CompanyInformation,
  type DefaultConfiguration,
  type DeliveryConfiguration,
  type MailConfiguration,
  type MailConfigurationUpdate,
  type RabbitConfiguration,
  type RabbitConfigurationUpdate,
  type TpayConfigurationUpdate,
  type TpayConfigurationView,
} from '@armatura/shared-libs/contracts';
import { checkBody } from './field-checks';

const trimAll = <T extends object>(form: T): T =>
  Object.fromEntries(
    Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as T;
/** '' → absent: keeps the stored secret. */
const secret = (value: string) => (value ? value : undefined);

// ---- company -------------------------------------------------------------------------------
export type CompanyForm = CompanyInformation;
export const companyForm = {
  toForm: (a: CompanyInformation): CompanyForm => ({ ...a }),
  toBody: (f: CompanyForm): CompanyInformation => trimAll(f),
  validate(f: CompanyForm) {
    const body = trimAll(f);
    return checkBody(CompanyInformationUpdateSchema, body, companyInformationProblems(body));
  },
};

// ---- mail ----------------------------------------------------------------------------------
export type MailForm = Omit<MailConfigurationUpdate, 'password'> & { password: string };
export const mailForm = {
  toForm: ({ passwordSet: _set, ...a }: MailConfiguration): MailForm => ({ ...a, password: '' }),
  toBody(f: MailForm): MailConfigurationUpdate {
    const { password: _trimmed, ...rest } = trimAll(f);
    // The password is sent as typed (spaces may belong to it); '' keeps the stored one.
    return { ...rest, password: secret(f.password) };
  },
  validate(f: MailForm) {
    const body = mailForm.toBody(f);
    return checkBody(MailConfigurationUpdateSchema, body, mailConfigurationProblems(body));
  },
};

// ---- default -------------------------------------------------------------------------------
export type DefaultForm = DefaultConfiguration;
export const defaultForm = {
  toForm: (a: DefaultConfiguration): DefaultForm => ({ ...a }),
  toBody: (f: DefaultForm): DefaultConfiguration => ({
    ...f,
    currency: f.currency.trim().toUpperCase(),
  }),
  validate: (f: DefaultForm) =>
    checkBody(DefaultConfigurationUpdateSchema, defaultForm.toBody(f), []),
};

// ---- Tpay ----------------------------------------------------------------------------------
export type TpayForm = Omit<TpayConfigurationUpdate, 'clientSecret' | 'securityCode'> & {
  clientSecret: string;
  securityCode: string;
};
export const tpayForm = {
  toForm: (a: TpayConfigurationView): TpayForm => ({
    clientId: a.clientId,
    merchantId: a.merchantId,
    isSandbox: a.isSandbox,
    isActive: a.isActive,
    clientSecret: '',
    securityCode: '',
  }),
  toBody(f: TpayForm): TpayConfigurationUpdate {
    return {
      clientId: f.clientId.trim(),
      merchantId: f.merchantId.trim(),
      isSandbox: f.isSandbox,
      isActive: f.isActive,
      clientSecret: secret(f.clientSecret),
      securityCode: secret(f.securityCode),
    };
  },
  validate(f: TpayForm, saved: TpayConfigurationView | null) {
    const body = tpayForm.toBody(f);
    const problems = tpayConfigurationProblems(body, saved?.clientSecretSet ?? false);
    return checkBody(TpayConfigurationUpdateSchema, body, problems);
  },
};

// ---- RabbitMQ ------------------------------------------------------------------------------
export type RabbitForm = Omit<RabbitConfigurationUpdate, 'password'> & { password: string };
export const rabbitForm = {
  toForm: ({ passwordSet: _set, state: _state, ...a }: RabbitConfiguration): RabbitForm => ({
    ...a,
    password: '',
  }),
  toBody: (f: RabbitForm): RabbitConfigurationUpdate => ({
    isEnabled: f.isEnabled,
    url: f.url.trim(),
    username: f.username.trim(),
    prefix: f.prefix.trim(),
    password: secret(f.password),
  }),
  validate(f: RabbitForm) {
    const body = rabbitForm.toBody(f);
    return checkBody(RabbitConfigurationUpdateSchema, body, rabbitConfigurationProblems(body));
  },
};

// ---- delivery ------------------------------------------------------------------------------
/** The threshold as typed: NaN while the field is empty (= never free). */
export interface DeliveryForm {
  freeDeliveryThreshold: number;
  defaultDeliveryMethodId: number | null;
}
export const deliveryForm = {
  toForm: (a: DeliveryConfiguration): DeliveryForm => ({
    freeDeliveryThreshold: a.freeDeliveryThreshold ?? NaN,
    defaultDeliveryMethodId: a.defaultDeliveryMethodId,
  }),
  toBody: (f: DeliveryForm): DeliveryConfiguration => ({
    freeDeliveryThreshold: Number.isNaN(f.freeDeliveryThreshold) ? null : f.freeDeliveryThreshold,
    defaultDeliveryMethodId: f.defaultDeliveryMethodId,
  }),
  validate: (f: DeliveryForm) =>
    checkBody(DeliveryConfigurationUpdateSchema, deliveryForm.toBody(f), []),
};
