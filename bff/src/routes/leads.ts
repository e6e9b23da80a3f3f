import { leadReportInput } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { sendSerialised } from '../http/entity-tag.js';
import { errorBody } from '../http/error-body.js';
import type { RouteAccess } from '../http/route-access.js';
import type { LeadLists } from '../leads/lead-lists.js';
import { sessionOf } from '../plugins/auth.js';
import { leadReportView, toLeadReportView } from '../views/lead-report-view.js';
import { type BusinessLead, businessLead, toBusinessLead, unknownPosters } from '../views/lead-view.js';
import { createPeopleDirectory } from '../views/people-directory.js';

const leadIdParam = z.object({ id: z.uuid('Invalid lead id') });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/** A business's change to its own lead: never by an admin acting as it. */
const ownLeadChange: RouteAccess = {
  roles: ['business'],
  ownership: 'the lead belongs to the business (matching answers 404 otherwise)',
  impersonation: 'refused',
};

/**
 * A business's leads: the open list, interest (reveals the number), dismissal and bad-lead reports
 * (docs/api/jobs-and-leads.md).
 */
export const leadRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; leadLists: LeadLists }> = async (
  app,
  { clients, leadLists },
) => {
  const { matching, quotes } = clients;
  const people = createPeopleDirectory(clients);

  /** The business's open leads from their owners, as the list's body and what it shows. */
  async function loadLeads(businessId: string, serialize: (body: { leads: BusinessLead[] }) => string) {
    const { leads } = await matching.listBusinessLeads({ businessId });
    // Matching learns of a quote from QuoteSent a moment later; quotes knows at once.
    const { leadIds: quoted } = leads.length
      ? await quotes.listQuotedLeadIds({ businessId, leadIds: leads.map((l) => l.id) })
      : { leadIds: [] };
    const quotedIds = new Set(quoted);
    const open = quotedIds.size ? leads.filter((l) => !quotedIds.has(l.id)) : leads;
    // Matching's leads carry their posters; identity is asked only about posters it did not know yet.
    const missing = unknownPosters(open);
    const contacts = missing.length ? await people.contacts(missing) : undefined;
    return {
      body: serialize({ leads: open.map((l) => toBusinessLead(l, contacts?.get(l.customerId))) }),
      jobIds: open.map((l) => l.jobId),
      customerIds: open.map((l) => l.customerId),
    };
  }

  app.get(
    '/business/leads',
    {
      config: { access: { roles: ['business'], ownership: "the session business's leads" } },
      schema: {
        tags: ['leads'],
        summary: "The business's open leads, newest first",
        response: {
          200: z.object({ leads: z.array(businessLead) }),
          304: z.null().describe('Not modified: the list named by If-None-Match is current (no body)'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const businessId = sessionOf(request).user.id;
      // Kept ready by this BFF until matching says it changed (leads/lead-lists.ts); serialised by
      // this route's own response schema, so the bytes are the same kept or loaded.
      const list = await leadLists.get(businessId, () =>
        loadLeads(businessId, (body) => reply.serialize(body) as string),
      );
      // The list is the business's own: revalidated on every use, never kept by a shared cache.
      return sendSerialised(request, reply, list, 'private, no-cache');
    },
  );

  app.post(
    '/lead/:id/interested',
    {
      config: { access: ownLeadChange },
      schema: {
        tags: ['leads'],
        summary: "Mark interest in a lead: the answer carries the poster's real number",
        params: leadIdParam,
        response: { 200: z.object({ lead: businessLead }), ...errors },
      },
    },
    async (request) => {
      const { lead } = await matching.markLeadInterested({
        businessId: sessionOf(request).user.id,
        leadId: request.params.id,
      });
      if (!lead) throw new Error('matching answered without a lead');
      leadLists.forget([lead.businessId]);
      const contacts = lead.customerKnown ? undefined : await people.contacts([lead.customerId]);
      return { lead: toBusinessLead(lead, contacts?.get(lead.customerId)) };
    },
  );

  app.post(
    '/lead/:id/not-interested',
    {
      config: { access: ownLeadChange },
      schema: {
        tags: ['leads'],
        summary: 'Remove a lead from the list',
        params: leadIdParam,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const businessId = sessionOf(request).user.id;
      await matching.dismissLead({ businessId, leadId: request.params.id });
      leadLists.forget([businessId]);
      return { message: 'Successfully removed!' };
    },
  );

  app.post(
    '/lead/:id/report',
    {
      // One report per lead, 10 a day (matching answers 409 and 429).
      config: { access: ownLeadChange },
      schema: {
        tags: ['leads'],
        summary:
          'Report a bad lead, with a reason: it leaves Active leads and gives its place back; duplicates and leads outside your area are upheld at once',
        params: leadIdParam,
        body: leadReportInput,
        response: { 201: z.object({ report: leadReportView }), ...errors, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const businessId = sessionOf(request).user.id;
      const { report } = await matching.reportLead({
        businessId,
        leadId: request.params.id,
        reason: request.body.reason,
        note: request.body.note,
      });
      if (!report) throw new Error('matching answered without a report');
      // The reported lead leaves the list at once.
      leadLists.forget([businessId]);
      return reply.code(201).send({ report: toLeadReportView(report) });
    },
  );

  app.get(
    '/business/lead-reports',
    {
      config: { access: { roles: ['business'], ownership: "the session business's own reports" } },
      schema: {
        tags: ['leads'],
        summary: 'The leads you reported, newest first, with the outcome',
        response: { 200: z.object({ reports: z.array(leadReportView) }), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { reports } = await matching.listBusinessLeadReports({ businessId: sessionOf(request).user.id });
      return { reports: reports.map(toLeadReportView) };
    },
  );
};
