import { leadReportMessages, type matchingRpc, moderationMessages, moderationReason } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { sessionOf } from '../../plugins/auth.js';
import { leadReportView, toLeadReportView } from '../../views/lead-report-view.js';
import { businessCard, createPeopleDirectory, shortName } from '../../views/people-directory.js';
import { idParam, pageQuery } from './admin-fields.js';

const adminLeadReport = leadReportView.extend({
  business: z.object({ id: z.string(), name: z.string() }),
  customer: z.object({ id: z.string(), name: z.string() }),
});

/**
 * Admin → Reports → Leads: the queue of open bad-lead reports (matching keeps them); the admin
 * upholds or rejects each with a reason the business reads.
 */
export const adminLeadReportRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const people = createPeopleDirectory(clients);

  async function views(reports: matchingRpc.LeadReport[]) {
    const contacts = await people.contacts(reports.flatMap((r) => [r.businessId, r.customerId]));
    return reports.map((report) => ({
      ...toLeadReportView(report),
      business: { id: report.businessId, name: businessCard(report.businessId, contacts).userName },
      customer: { id: report.customerId, name: shortName(contacts.get(report.customerId)) || 'Removed customer' },
    }));
  }

  app.get(
    '/admin/lead-reports',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'The open bad-lead reports, oldest first, 10 a page',
        querystring: pageQuery,
        response: {
          200: z.object({ reports: z.array(adminLeadReport), count: z.number() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => {
      const { reports, count } = await clients.matching.adminListLeadReports({ pageIndex: request.query.pageIndex });
      return { reports: await views(reports), count };
    },
  );

  app.put(
    '/admin/lead-report/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary:
          'Resolve an open bad-lead report: uphold it (counts against the customer) or reject it, with a reason the business sees',
        params: idParam(leadReportMessages.reportNotFound),
        body: z.object({
          outcome: z.enum(['uphold', 'reject'], leadReportMessages.outcomeRequired),
          reason: moderationReason(moderationMessages.outcomeReasonRequired),
        }),
        response: {
          200: z.object({ report: adminLeadReport }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { report } = await clients.matching.resolveLeadReport({
        adminId: sessionOf(request).user.id,
        reportId: request.params.id,
        outcome: request.body.outcome,
        reason: request.body.reason,
      });
      if (!report) throw new Error('matching answered without a report');
      const [view] = await views([report]);
      if (!view) throw new Error('no view for the report matching answered');
      return { report: view };
    },
  );
};
