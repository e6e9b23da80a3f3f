import { type jobsRpc, moderationMessages, moderationReason } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { sessionOf } from '../../plugins/auth.js';
import { businessCard, createPeopleDirectory, type PeopleDirectory, shortName } from '../../views/people-directory.js';
import { reviewModerationView, toModerationViews } from '../../views/review-view.js';
import { idParam, pageQuery } from './admin-fields.js';

export const adminReview = z.object({
  id: z.string(),
  jobId: z.string(),
  jobNumber: z.string(),
  jobTitle: z.string(),
  business: z.object({ id: z.string(), name: z.string() }),
  customer: z.object({ id: z.string(), name: z.string() }),
  rating: z.number(),
  comment: z.string(),
  reply: z.string().nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
  moderations: z.array(reviewModerationView),
});

/** Reviews as the admin reads them, with both parties' names. */
export async function toAdminReviewViews(people: PeopleDirectory, reviews: jobsRpc.Review[]) {
  const contacts = await people.contacts(reviews.flatMap((r) => [r.customerId, r.businessId]));
  return reviews.map((review) => ({
    id: review.id,
    jobId: review.jobId,
    jobNumber: review.jobNumber,
    jobTitle: review.jobTitle,
    business: { id: review.businessId, name: businessCard(review.businessId, contacts).userName },
    customer: { id: review.customerId, name: shortName(contacts.get(review.customerId)) },
    rating: review.rating,
    comment: review.text,
    reply: review.reply || null,
    hidden: review.hidden,
    hiddenReason: review.hiddenReason || null,
    createdAt: review.createdAt,
    moderations: toModerationViews(review),
  }));
}

/** Admin → Reviews: every review, and hiding or restoring one with a reason (kept, shown and e-mailed to both parties). */
export const adminReviewRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const people = createPeopleDirectory(clients);
  const views = (reviews: jobsRpc.Review[]) => toAdminReviewViews(people, reviews);

  app.get(
    '/admin/reviews',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Every review (hidden ones too), newest first, 10 a page',
        querystring: pageQuery,
        response: {
          200: z.object({ reviews: z.array(adminReview), count: z.number() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => {
      const { reviews, count } = await clients.jobs.adminListReviews({ pageIndex: request.query.pageIndex });
      return { reviews: await views(reviews), count };
    },
  );

  app.put(
    '/admin/review/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Hide or restore a review, with a reason its customer and business see (and are e-mailed)',
        params: idParam('Review not found'),
        body: z.object({
          hidden: z.boolean('hidden must be true or false'),
          reason: moderationReason(moderationMessages.reasonRequired),
        }),
        response: {
          200: z.object({ review: adminReview }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { review } = await clients.jobs.moderateReview({
        adminId: sessionOf(request).user.id,
        reviewId: request.params.id,
        hidden: request.body.hidden,
        reason: request.body.reason,
      });
      if (!review) throw new Error('jobs answered without a review');
      const [view] = await views([review]);
      if (!view) throw new Error('no view for the review jobs answered');
      return { review: view };
    },
  );
};
