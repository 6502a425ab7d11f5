// Configuration/* (Pages.GlobalConfiguration): a Get and an Update per settings group, per tenant
// (RabbitMQ: platform-wide, host tenant only), plus TestRabbitConnection. Every Update sends the full
// group and answers it as the Get does; secrets are never in an answer.
import type { FastifyInstance } from 'fastify';
import { envelope, type TypeBoxTypeProvider } from '@armatura/shared-libs/server';
import {
  CompanyInformationSchema,
  CompanyInformationUpdateSchema,
  ConnectionTestResultSchema,
  DefaultConfigurationSchema,
  DefaultConfigurationUpdateSchema,
  DeliveryConfigurationSchema,
  DeliveryConfigurationUpdateSchema,
  MailConfigurationSchema,
  MailConfigurationUpdateSchema,
  RabbitConfigurationSchema,
  RabbitConfigurationUpdateSchema,
  TpayConfigurationSchema,
  TpayConfigurationUpdateSchema,
} from '@armatura/shared-libs/contracts';
import type { ConfigurationModule } from './index.js';
import { assertHostTenant } from './rabbit.js';

const P = '/api/services/app/Configuration';
const config = { permission: 'Pages.GlobalConfiguration' };
const tags = ['Configuration'];

export async function configurationRoutes(fastify: FastifyInstance, m: ConfigurationModule) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { service, tpay, rabbit } = m;

  app.get(
    P + '/GetCompanyInformation',
    { schema: { tags, response: { 200: envelope(CompanyInformationSchema) } }, config },
    async (req) => service.company(req.auth.tenantId),
  );
  app.put(
    P + '/UpdateCompanyInformation',
    {
      schema: {
        tags,
        body: CompanyInformationUpdateSchema,
        response: { 200: envelope(CompanyInformationSchema) },
      },
      config,
    },
    async (req) => service.updateCompany(req.auth.tenantId, req.body),
  );

  app.get(
    P + '/GetMailConfiguration',
    { schema: { tags, response: { 200: envelope(MailConfigurationSchema) } }, config },
    async (req) => service.mailView(req.auth.tenantId),
  );
  app.put(
    P + '/UpdateMailConfiguration',
    {
      schema: {
        tags,
        body: MailConfigurationUpdateSchema,
        response: { 200: envelope(MailConfigurationSchema) },
      },
      config,
    },
    async (req) => service.updateMail(req.auth.tenantId, req.body),
  );

  app.get(
    P + '/GetDefaultConfiguration',
    { schema: { tags, response: { 200: envelope(DefaultConfigurationSchema) } }, config },
    async (req) => service.defaults(req.auth.tenantId),
  );
  app.put(
    P + '/UpdateDefaultConfiguration',
    {
      schema: {
        tags,
        body: DefaultConfigurationUpdateSchema,
        response: { 200: envelope(DefaultConfigurationSchema) },
      },
      config,
    },
    async (req) => service.updateDefaults(req.auth.tenantId, req.body),
  );

  app.get(
    P + '/GetPaymentTpayConfiguration',
    { schema: { tags, response: { 200: envelope(TpayConfigurationSchema) } }, config },
    async (req) => tpay.view(req.auth.tenantId),
  );
  app.put(
    P + '/UpdatePaymentTpayConfiguration',
    {
      schema: {
        tags,
        body: TpayConfigurationUpdateSchema,
        response: { 200: envelope(TpayConfigurationSchema) },
      },
      config,
    },
    async (req) => tpay.update(req.auth.tenantId, req.body),
  );

  app.get(
    P + '/GetRabbitConfiguration',
    { schema: { tags, response: { 200: envelope(RabbitConfigurationSchema) } }, config },
    async (req) => {
      assertHostTenant(req.auth.tenantId);
      return rabbit.view();
    },
  );
  app.put(
    P + '/UpdateRabbitConfiguration',
    {
      schema: {
        tags,
        body: RabbitConfigurationUpdateSchema,
        response: { 200: envelope(RabbitConfigurationSchema) },
      },
      config,
    },
    async (req) => rabbit.update(req.auth.tenantId, req.body),
  );
  // Tries the typed settings without saving them (the form's "Test connection").
  app.post(
    P + '/TestRabbitConnection',
    {
      schema: {
        tags,
        body: RabbitConfigurationUpdateSchema,
        response: { 200: envelope(ConnectionTestResultSchema) },
      },
      config,
    },
    async (req) => rabbit.test(req.auth.tenantId, req.body),
  );

  app.get(
    P + '/GetDeliveryConfiguration',
    { schema: { tags, response: { 200: envelope(DeliveryConfigurationSchema) } }, config },
    async (req) => service.delivery(req.auth.tenantId),
  );
  app.put(
    P + '/UpdateDeliveryConfiguration',
    {
      schema: {
        tags,
        body: DeliveryConfigurationUpdateSchema,
        response: { 200: envelope(DeliveryConfigurationSchema) },
      },
      config,
    },
    async (req) => service.updateDelivery(req.auth.tenantId, req.body),
  );
}
