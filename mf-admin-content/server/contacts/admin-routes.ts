// Contact messages in the back office (Pages.Contacts): list (5 a page, filter, handled or not,
// sorting), record a message that came another way (Create, no mail is sent), edit or mark handled
// (Update), Delete. Schemas: shared-libs/src/contracts/content-contacts.ts; SQL: repository.ts.
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  notFound,
  parseSorting,
  pickId,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  CONTACT_MESSAGES,
  ContactCreateSchema,
  ContactIdQuerySchema,
  ContactListQuerySchema,
  ContactPageSchema,
  ContactSchema,
  ContactUpdateSchema,
  contactProblems,
} from '@armatura/shared-libs/contracts';
import type { Updateable } from 'kysely';
import type { ContentContacts, ContentDb } from '../db/tables.js';
import { CONTACTS_PERMISSION } from '../permissions.js';
import {
  CONTACT_SORT_COLUMNS,
  deleteContact,
  findContact,
  insertContact,
  listContacts,
  updateContact,
} from './repository.js';

const C = '/api/services/app/Contacts';

export async function contactAdminRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ContentDb = ctx.db;
  const config = { permission: CONTACTS_PERMISSION };
  const check = (input: Parameters<typeof contactProblems>[0]) => {
    const problems = contactProblems(input, { requireConsent: false });
    if (problems.length) throw validationError(CONTACT_MESSAGES.invalid, problems);
  };

  app.get(
    `${C}/GetAll`,
    {
      config,
      schema: {
        querystring: ContactListQuerySchema,
        response: { 200: envelope(ContactPageSchema) },
      },
    },
    async (req) => {
      const order = parseSorting(req.query.sorting, CONTACT_SORT_COLUMNS, ['created_at', 'desc']);
      return listContacts(db, req.auth.tenantId, req.query, order);
    },
  );

  app.post(
    `${C}/Create`,
    { config, schema: { body: ContactCreateSchema, response: { 200: envelope(ContactSchema) } } },
    async (req) => {
      const b = req.body;
      check(b);
      return insertContact(db, {
        tenant_id: req.auth.tenantId,
        name: b.name.trim(),
        email: b.email.trim(),
        phone: b.phone?.trim() || null,
        subject: b.subject.trim(),
        message: b.message.trim(),
        note: b.note?.trim() || null,
        is_handled: b.isHandled ?? false,
        handled_at: b.isHandled ? new Date() : null,
        source: 'staff',
      });
    },
  );

  app.put(
    `${C}/Update`,
    { config, schema: { body: ContactUpdateSchema, response: { 200: envelope(ContactSchema) } } },
    async (req) => {
      const { id, isHandled, note, phone, ...text } = req.body;
      check({ ...text, phone });
      const changes: Updateable<ContentContacts> = {};
      for (const [key, value] of Object.entries(text))
        if (value !== undefined) changes[key as keyof typeof text] = value.trim();
      if (phone !== undefined) changes.phone = phone?.trim() || null;
      if (note !== undefined) changes.note = note?.trim() || null;
      const t = req.auth.tenantId;
      if (isHandled !== undefined) {
        changes.is_handled = isHandled;
        // Marking a handled message handled again keeps when it was first handled.
        const before = isHandled ? await findContact(db, t, id) : null;
        changes.handled_at = isHandled ? (before?.handledTime ?? new Date()) : null;
      }
      // Nothing to change (only the id): answer the message as it is, or 404.
      const saved = Object.keys(changes).length
        ? await updateContact(db, t, id, changes)
        : await findContact(db, t, id);
      if (!saved) throw notFound(CONTACT_MESSAGES.notFound);
      return saved;
    },
  );

  app.delete(
    `${C}/Delete`,
    {
      config,
      schema: { querystring: ContactIdQuerySchema, response: { 200: envelope(Type.Null()) } },
    },
    async (req) => {
      if (!(await deleteContact(db, req.auth.tenantId, pickId(req.query))))
        throw notFound(CONTACT_MESSAGES.notFound);
      return null;
    },
  );
}
