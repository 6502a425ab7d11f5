/**
 * Typed calls of the configuration screen: the 12 Configuration/* calls of the commerce domain and its TestRabbitConnection
 * (shared-libs/src/contracts/commerce-configuration.ts: the schemas the routes validate and answer
 * with), the delivery methods for the default-method choice (Delivery/GetAll, Pages.Delivery) and the
 * content domain's test mail (Email/SendTestEmail?to=…, parameters only, back-office.md §7).
 */
import type {
  CompanyInformation,
  ConnectionTestResult,
  DefaultConfiguration,
  DeliveryConfiguration,
  DeliveryMethod,
  MailConfiguration,
  MailConfigurationUpdate,
  RabbitConfiguration,
  RabbitConfigurationUpdate,
  SendTestEmailResult,
  TpayConfigurationUpdate,
  TpayConfigurationView,
} from '@armatura/shared-libs/contracts';
import type { PagedResult } from '@armatura/shared-libs/http';
import { appUrl, get, post, put } from '@armatura/shared-libs/http';

// `silent`: every failure rejects, so the stores decide what the user sees (field messages).
const silent = { silent: true } as const;
const C = (name: string) => appUrl(`Configuration/${name}`);
/** Enough for every delivery method of a shop: the choice lists them all. */
const ALL_METHODS = 1000;

export const configurationApi = {
  company: () => get<CompanyInformation>(C('GetCompanyInformation'), undefined, silent),
  updateCompany: (body: CompanyInformation) =>
    put<CompanyInformation>(C('UpdateCompanyInformation'), body, silent),
  mail: () => get<MailConfiguration>(C('GetMailConfiguration'), undefined, silent),
  updateMail: (body: MailConfigurationUpdate) =>
    put<MailConfiguration>(C('UpdateMailConfiguration'), body, silent),
  defaults: () => get<DefaultConfiguration>(C('GetDefaultConfiguration'), undefined, silent),
  updateDefaults: (body: DefaultConfiguration) =>
    put<DefaultConfiguration>(C('UpdateDefaultConfiguration'), body, silent),
  tpay: () => get<TpayConfigurationView>(C('GetPaymentTpayConfiguration'), undefined, silent),
  updateTpay: (body: TpayConfigurationUpdate) =>
    put<TpayConfigurationView>(C('UpdatePaymentTpayConfiguration'), body, silent),
  rabbit: () => get<RabbitConfiguration>(C('GetRabbitConfiguration'), undefined, silent),
  updateRabbit: (body: RabbitConfigurationUpdate) =>
    put<RabbitConfiguration>(C('UpdateRabbitConfiguration'), body, silent),
  /** Tries the typed settings without saving them. */
  testRabbit: (body: RabbitConfigurationUpdate) =>
    post<ConnectionTestResult>(C('TestRabbitConnection'), body, silent),
  delivery: () => get<DeliveryConfiguration>(C('GetDeliveryConfiguration'), undefined, silent),
  updateDelivery: (body: DeliveryConfiguration) =>
    put<DeliveryConfiguration>(C('UpdateDeliveryConfiguration'), body, silent),
  deliveryMethods: () =>
    get<PagedResult<DeliveryMethod>>(
      appUrl('Delivery/GetAll'),
      { maxResultCount: ALL_METHODS, skipCount: 0 },
      silent,
    ),
  /** The content domain sends one message with the stored SMTP settings (Pages.Notification). */
  sendTestEmail: (to: string) =>
    post<SendTestEmailResult>(appUrl('Email/SendTestEmail'), undefined, {
      ...silent,
      params: { to },
    }),
};
