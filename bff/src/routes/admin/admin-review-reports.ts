import { moderationMessages, moderationReason } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { sessionOf } from '../../plugins/auth.js';
import { businessCard, createPeopleDirectory, shortName } from '../../views/people-directory.js';
import { reviewReportView, toReviewReportView } from '../../views/review-report-view.js';
import { idParam, pageQuery } from './admin-fields.js';
import { adminReview, toAdminReviewViews } from './admin-reviews.js';

const adminReviewReport = reviewReportView.extend({
  reporter: z.object({ id: z.string(), name: z.string(), isReviewedBusiness: z.boolean() }),
  review: adminReview,
});

/**
 * Admin → Reports → Reported reviews: the queue of open review reports; the admin hides the review with a
 * reason (every open report on it upheld) or dismisses the report with a reason.
 */
export const adminReviewReportRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const people = createPeopleDirectory(clients);

  async function views(reports: Awaited<ReturnType<typeof clients.jobs.adminListReviewReports>>['reports']) {
    const withReview = reports.flatMap((report) => (report.review ? [{ report, review: report.review }] : []));
    const [contacts, reviews] = await Promise.all([
      people.contacts(withReview.map(({ report }) => report.reporterId)),
      toAdminReviewViews(
        people,
        withReview.map(({ review }) => review),
      ),
    ]);
    return withReview.map(({ report, review }, i) => {
      const isReviewedBusiness = report.reporterId === review.businessId;
      const contact = contacts.get(report.reporterId);
      const name = contact?.businessName ? businessCard(report.reporterId, contacts).userName : shortName(contact);
      return {
        ...toReviewReportView(report),
        reporter: { id: report.reporterId, name, isReviewedBusiness },
        review: reviews[i] as (typeof reviews)[number],
      };
    });
  }

  app.get(
    '/admin/review-reports',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'The open review reports, oldest first, 10 a page, each with its review',
        querystring: pageQuery,
        response: {
          200: z.object({ reports: z.array(adminReviewReport), count: z.number() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => {
      const { reports, count } = await clients.jobs.adminListReviewReports({ pageIndex: request.query.pageIndex });
      return { reports: await views(reports), count };
    },
  );

  app.put(
    '/admin/review-report/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary:
          'Resolve an open review report: hide the review, or dismiss the report, with a reason the reporter sees',
        params: idParam('Report not found'),
        body: z.object({
          outcome: z.enum(['hide', 'dismiss'], 'outcome must be hide or dismiss'),
          reason: moderationReason(moderationMessages.outcomeReasonRequired),
        }),
        response: {
          200: z.object({ report: adminReviewReport }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { report } = await clients.jobs.resolveReviewReport({
        adminId: sessionOf(request).user.id,
        reportId: request.params.id,
        outcome: request.body.outcome,
        reason: request.body.reason,
      });
      if (!report) throw new Error('jobs answered without a report');
      const [view] = await views([report]);
      if (!view) throw new Error('no view for the report jobs answered');
      return { report: view };
    },
  );
};
