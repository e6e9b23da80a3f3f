import { reviewInput, reviewReplyInput, reviewReportInput } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';
import { sessionOf } from '../plugins/auth.js';
import { createPeopleDirectory, ratingSummary } from '../views/people-directory.js';
import { reviewReportView, toReviewReportView } from '../views/review-report-view.js';
import { reviewView, toReviewView } from '../views/review-view.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * Reviews: the customer's on a completed job, the business's reply, a business's public list, and
 * reports of reviews (issue 25). No route here hides, edits or deletes a review: only the admin's.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const { identity, jobs } = clients;
  const people = createPeopleDirectory(clients);

  app.post(
    '/job/:id/review',
    {
      config: {
        access: {
          roles: ['customer'],
          ownership: "the completed job is the customer's (jobs answers 404 otherwise)",
          impersonation: 'refused',
        },
      },
      schema: {
        tags: ['reviews'],
        summary: 'Review your completed job (once)',
        params: z.object({ id: z.uuid('Job not found') }),
        body: reviewInput,
        response: { 201: z.object({ review: reviewView }), ...errors },
      },
    },
    async (request, reply) => {
      const customerId = sessionOf(request).user.id;
      const { review } = await jobs.postReview({ customerId, jobId: request.params.id, ...request.body });
      if (!review) throw new Error('jobs answered without a review');
      const contacts = await people.contacts([customerId]);
      return reply.code(201).send({ review: toReviewView(review, contacts) });
    },
  );

  app.post(
    '/review/:id/reply',
    {
      config: {
        access: {
          roles: ['business'],
          ownership: 'the review is of the business (jobs answers 404 otherwise)',
          impersonation: 'refused',
        },
      },
      schema: {
        tags: ['reviews'],
        summary: 'Reply to a review of your business (once)',
        params: z.object({ id: z.uuid('Review not found') }),
        body: reviewReplyInput,
        response: { 200: z.object({ review: reviewView }), ...errors },
      },
    },
    async (request) => {
      const { review } = await jobs.replyToReview({
        businessId: sessionOf(request).user.id,
        reviewId: request.params.id,
        reply: request.body.reply,
      });
      if (!review) throw new Error('jobs answered without a review');
      const contacts = await people.contacts([review.customerId]);
      return { review: toReviewView(review, contacts) };
    },
  );

  app.post(
    '/review/:id/report',
    {
      config: {
        access: {
          roles: ['customer', 'business'],
          // Any signed-in customer or business may report a published review but its writer
          // (jobs answers 409); one open report each, 10 a day (jobs answers 409 and 429).
          impersonation: 'refused',
        },
      },
      schema: {
        tags: ['reviews'],
        summary: 'Report a published review to LocalPros, with a reason (one open report per review)',
        params: z.object({ id: z.uuid('Review not found') }),
        body: reviewReportInput,
        response: { 201: z.object({ report: reviewReportView }), ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { report } = await jobs.reportReview({
        reporterId: sessionOf(request).user.id,
        reviewId: request.params.id,
        reason: request.body.reason,
        details: request.body.details,
      });
      if (!report) throw new Error('jobs answered without a report');
      return reply.code(201).send({ report: toReviewReportView(report) });
    },
  );

  app.get(
    '/review-reports',
    {
      config: { access: { roles: ['customer', 'business'], ownership: "the session user's own reports" } },
      schema: {
        tags: ['reviews'],
        summary: 'The reviews you reported, newest first, with the outcome',
        response: { 200: z.object({ reports: z.array(reviewReportView) }), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { reports } = await jobs.listMyReviewReports({ reporterId: sessionOf(request).user.id });
      return { reports: reports.map(toReviewReportView) };
    },
  );

  app.get(
    '/business/:id/reviews',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['reviews'],
        summary: "A business's rating and its latest reviews, newest first",
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: z.object({ rating: z.number().nullable(), reviewsCount: z.number(), reviews: z.array(reviewView) }),
          404: errorBody,
        },
      },
    },
    async (request) => {
      const businessId = request.params.id;
      // The same rule as the public profile: only a business anyone may see has public reviews
      // (identity answers NOT_FOUND, a 404, for the others).
      if (!z.uuid().safeParse(businessId).success) throw new HttpError(404, 'Business not found');
      const [, { reviews }, ratings] = await Promise.all([
        identity.getPublicBusiness({ businessId }),
        jobs.listBusinessReviews({ businessId, limit: 50 }),
        people.ratings([businessId]),
      ]);
      const contacts = await people.contacts(reviews.map((review) => review.customerId));
      return {
        ...ratingSummary(ratings.get(businessId)),
        reviews: reviews.map((review) => toReviewView(review, contacts)),
      };
    },
  );
};
