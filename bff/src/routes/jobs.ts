import {
  checkJobDate,
  customerRegistrationInput,
  type JobInput,
  jobPreferencesFields,
  jobSetupFields,
  jobStatuses,
} from '@localpros/contracts';
import { setActingUser } from '@localpros/kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';
import { sessionOf } from '../plugins/auth.js';
import { accountKey } from '../plugins/rate-limits.js';
import type { ReferenceData } from '../reference/reference-data.js';
import { apiUser, toApiUser } from '../views/api-user.js';
import { jobView, peopleOfJobs, toJobView, toResponsesView } from '../views/job-view.js';
import { createPeopleDirectory } from '../views/people-directory.js';

const jobBody = z.object({ job: jobView });

/** Today in the UK (yyyy-MM-dd): "from today on" follows the marketplace's calendar, not UTC's. */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

// The shared form rules (forms/jobs.ts), with the date checked against the UK's today.
const jobFields = z.object({ ...jobPreferencesFields, ...jobSetupFields });
const postJobBody = jobFields.superRefine((v, ctx) => checkJobDate(v, ctx, londonToday()));
const postJobWithRegistrationBody = jobFields
  .and(customerRegistrationInput)
  .superRefine((v, ctx) => checkJobDate(v, ctx, londonToday()));
const jobIdParam = z.object({ id: z.uuid('Job not found') });
const businessJobStatuses = ['in_progress', 'finished', 'cancelled'] as const;
const statusMessage = (statuses: readonly string[]) => `Status must be one of ${statuses.join(', ')}`;

/**
 * Posting a job, the jobs of a customer or a business, cancelling and completing one
 * (docs/api/jobs-and-leads.md, docs/api/quotes-to-reviews.md).
 */
export const jobRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; reference: ReferenceData }> = async (
  app,
  { clients, reference },
) => {
  const { identity, jobs, matching, quotes } = clients;
  const people = createPeopleDirectory(clients);

  /**
   * The category, its service and the location must exist. Checked before a visitor's account is
   * created, so a job that cannot be posted never leaves an account behind.
   */
  async function assertKnownJobPlace(input: JobInput) {
    const [workCategories, place] = await Promise.all([reference.categories(), reference.findLocation(input.location)]);
    const errors: { path: string; message: string }[] = [];
    const category = workCategories.find((c) => c.id === input.category_id);
    if (!category) errors.push({ path: 'category_id', message: 'Unknown work category' });
    else if (!category.services.some((s) => s.id === input.service_id)) {
      errors.push({ path: 'service_id', message: 'This service is not in the chosen work category' });
    }
    if (!place) errors.push({ path: 'location', message: 'Unknown location' });
    if (errors.length) throw new HttpError(400, 'Invalid request', { errors });
  }

  const postRequest = (customerId: string, posterVerified: boolean, input: JobInput) => ({
    customerId,
    posterVerified,
    workCategoryId: input.category_id,
    serviceId: input.service_id,
    location: input.location,
    jobType: input.job_type,
    title: input.title,
    description: input.description,
    targetJobDone: input.target_job_done,
    specificDate: input.specificJobDoneDatetime,
    specificBusinessIds: input.businesses,
  });

  app.post(
    '/job',
    {
      config: {
        access: { roles: ['customer'], ownership: 'posted as the session customer', impersonation: 'refused' },
      },
      schema: {
        tags: ['jobs'],
        summary: 'Post a job (goes to every matching business within 40 km)',
        body: postJobBody,
        response: { 201: jobBody, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      await assertKnownJobPlace(request.body);
      // Only verified accounts can sign in, so a signed-in customer's job is live at once.
      const { job } = await jobs.postJob(postRequest(sessionOf(request).user.id, true, request.body));
      if (!job) throw new Error('jobs answered without a job');
      return reply.code(201).send({ job: toJobView(job, { contacts: await people.contacts([job.customerId]) }) });
    },
  );

  app.post(
    '/job/register',
    {
      config: { access: { roles: 'public' } },
      // A sign-up like the others: limited per client address, and per e-mail address below.
      onRequest: app.rateLimits.perIp('registerPerIp'),
      schema: {
        tags: ['jobs'],
        summary: "A visitor's job with sign-up: the job goes live when the e-mail is verified",
        body: postJobWithRegistrationBody,
        response: {
          201: jobBody.extend({ user: apiUser, message: z.string() }),
          400: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await assertKnownJobPlace(body);
      await app.rateLimits.consume('registerPerEmail', accountKey(body.email));
      const { user } = await identity.registerCustomer({
        fullName: body.fullName,
        email: body.email,
        mobileNumber: body.mobile_number,
        password: body.password,
        passwordConfirm: body.passwordConfirm,
      });
      if (!user) throw new Error('identity answered without a user');
      // The rest of the request acts for the account just created (it has no session yet).
      setActingUser({ id: user.id, type: user.userType });
      const job = await jobs.postJob(postRequest(user.id, false, body)).then(
        (answer) => answer.job,
        async (error: unknown) => {
          // The two services cannot share a transaction: undo the sign-up, so the visitor can
          // simply try again instead of meeting "already registered" with no job behind it.
          // Deleting an account takes its password: the one the visitor has just chosen.
          const signUp = { userId: user.id, impersonatorId: '', currentPassword: body.password };
          await identity.deleteAccount(signUp).catch((undo: unknown) => {
            request.log.error({ err: undo, userId: user.id }, 'could not undo the sign-up of a job that failed');
          });
          throw error;
        },
      );
      if (!job) throw new Error('jobs answered without a job');
      return reply.code(201).send({
        job: toJobView(job, { contacts: await people.contacts([job.customerId]) }),
        user: toApiUser(user),
        message: 'Your job is saved. Verify your e-mail address with the code we sent you and it goes live.',
      });
    },
  );

  /** The customer's own jobs; active ones with how many quotes wait on each. */
  async function customerJobs(customerId: string, status: (typeof jobStatuses)[number]) {
    const { jobs: found } = await jobs.listCustomerJobs({ customerId, status });
    const ids = found.map((job) => job.id);
    const active = status === 'active' && ids.length > 0;
    const [contacts, { counts }, { jobs: placed }] = await Promise.all([
      people.contacts(peopleOfJobs(found)),
      active ? quotes.countPendingQuotes({ customerId, jobIds: ids }) : { counts: [] },
      active ? matching.getJobPlaces({ customerId, jobIds: ids.slice(0, 500) }) : { jobs: [] },
    ]);
    const quotesCount = new Map(counts.map((c) => [c.jobId, c.pending]));
    const places = new Map(placed.map((p) => [p.jobId, p]));
    return found.map((job) => toJobView(job, { contacts, quotesCount, places }));
  }

  /** The business's work: the jobs it won, or for cancelled, the jobs it quoted that were cancelled. */
  async function businessJobs(businessId: string, status: (typeof businessJobStatuses)[number]) {
    if (status !== 'cancelled') {
      const { jobs: won } = await jobs.listBusinessJobs({ businessId, status });
      const contacts = await people.contacts(peopleOfJobs(won));
      return won.map((job) => toJobView(job, { contacts, businessViewerId: businessId }));
    }
    const { quotes: declined } = await quotes.listBusinessQuotes({
      businessId,
      statuses: ['declined'],
      declineReason: 'job_cancelled',
    });
    const ownQuotes = new Map(declined.map((quote) => [quote.jobId, quote]));
    const { jobs: cancelled } = await jobs.getJobs({ jobIds: [...ownQuotes.keys()].slice(0, 500) });
    const contacts = await people.contacts(peopleOfJobs(cancelled));
    return cancelled.map((job) => toJobView(job, { contacts, businessViewerId: businessId, ownQuotes }));
  }

  app.get(
    '/jobs',
    {
      config: { access: { roles: ['customer', 'business'], ownership: "the session user's jobs" } },
      schema: {
        tags: ['jobs'],
        summary: "A customer's own jobs, or the jobs a business won (or quoted and saw cancelled), newest first",
        querystring: z.object({ status: z.enum(jobStatuses, statusMessage(jobStatuses)) }),
        response: { 200: z.object({ jobs: z.array(jobView) }), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const { status } = request.query;
      if (user.userType === 'customer') return { jobs: await customerJobs(user.id, status) };
      // A business's open work is its leads (GET /business/leads), not "active jobs".
      if (status === 'active') throw new HttpError(400, statusMessage(businessJobStatuses));
      return { jobs: await businessJobs(user.id, status) };
    },
  );

  app.post(
    '/job/:id/update-status',
    {
      config: {
        access: {
          roles: ['customer', 'business'],
          ownership: "the job is the customer's, or the business's won job (jobs answers 404 otherwise)",
          impersonation: 'refused',
        },
      },
      schema: {
        tags: ['jobs'],
        summary: 'Cancel your active job (customer), or mark a job in progress complete (its customer or business)',
        params: jobIdParam,
        body: z.object({
          status: z.enum(['cancelled', 'finished'], 'Status must be cancelled or finished'),
        }),
        response: {
          200: z.object({ status: z.enum(['cancelled', 'finished']), message: z.string() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const jobId = request.params.id;
      if (request.body.status === 'finished') {
        const role = user.userType === 'business' ? 'business' : 'customer';
        await jobs.completeJob({ userId: user.id, role, jobId });
        return { status: 'finished' as const, message: 'Job marked as complete' };
      }
      // Only the customer who posted it cancels a job; for a business it is simply not theirs.
      if (user.userType !== 'customer') throw new HttpError(404, 'Job not found');
      await jobs.cancelJob({ customerId: user.id, jobId });
      return { status: 'cancelled' as const, message: 'Job cancelled' };
    },
  );

  app.post(
    '/job/:id/close-responses',
    {
      config: {
        access: {
          roles: ['customer'],
          ownership: "the job is the customer's (matching answers 404 otherwise)",
          impersonation: 'refused',
        },
      },
      schema: {
        tags: ['jobs'],
        summary:
          "I've found someone: your job takes no new responses. Businesses already responding keep their " +
          "place; the job leaves the other businesses' leads at once",
        params: jobIdParam,
        response: {
          200: z.object({ responses: jobView.shape.responses.unwrap(), message: z.string() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { jobs: closed } = await matching.closeJobToResponses({
        customerId: sessionOf(request).user.id,
        jobId: request.params.id,
      });
      const [places] = closed;
      if (!places) throw new Error('matching answered without the job');
      return { responses: toResponsesView(places), message: 'Your job is closed to new responses' };
    },
  );
};
