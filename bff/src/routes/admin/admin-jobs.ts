import {
  checkJobDate,
  emailField,
  fullNameField,
  jobPreferencesFields,
  jobSetupFields,
  mobileField,
} from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { HttpError } from '../../http/http-error.js';
import { sessionOf } from '../../plugins/auth.js';
import type { ReferenceData } from '../../reference/reference-data.js';
import { idParam, isActiveField, messageBody } from './admin-fields.js';

const jobIdParam = idParam('Job not found');

const adminJobView = z.object({
  id: z.string(),
  jobNumber: z.string(),
  title: z.string(),
  status: z.string(),
  type: z.string(),
  isActive: z.boolean(),
});

const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/**
 * Step 3 of Admin → Post Job. The customer chooses a password from the link e-mailed to them, so
 * the admin never knows it: password fields an older client still sends are accepted and ignored.
 */
const registrationFields = z.object({
  fullName: fullNameField,
  email: emailField,
  mobile_number: mobileField,
  password: z.unknown().optional(),
  passwordConfirm: z.unknown().optional(),
});

const postJobForCustomerBody = z
  .object({
    ...jobPreferencesFields,
    ...jobSetupFields,
    rate_type: z.enum(['hourly', 'daily', 'flat'], 'Rate type must be hourly, daily or flat').optional(),
    type: z.literal('premium', 'An admin posts premium jobs only').optional().default('premium'),
    /** The chosen providers (the spec's `businesses`; `providers` in the admin contract): either works. */
    providers: z.array(z.uuid('Unknown business')).max(50).optional().default([]),
  })
  .and(registrationFields)
  .superRefine((v, ctx) => {
    checkJobDate(v, ctx, londonToday());
  });

const providersBody = z.object({
  service_id: z.uuid('Service is required'),
  location: z
    .string('Location is required')
    .trim()
    .min(1, 'Location is required')
    .max(8, 'Unknown location')
    .transform((v) => v.toUpperCase()),
});

/** Admin → Jobs (activate, deactivate, delete) and Admin → Post Job (providers, then the job). */
export const adminJobRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; reference: ReferenceData }> = async (
  app,
  { clients, reference },
) => {
  const { identity, jobs, matching } = clients;

  app.put(
    '/admin/job/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a job (an inactive job is in no lead list)',
        params: jobIdParam,
        body: z.object({ is_active: isActiveField }),
        response: {
          200: z.object({ job: adminJobView }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { job } = await jobs.setJobActive({
        adminId: sessionOf(request).user.id,
        jobId: request.params.id,
        isActive: request.body.is_active,
      });
      if (!job) throw new Error('jobs answered without a job');
      const { id, jobNumber, title, status, type, isActive } = job;
      return { job: { id, jobNumber, title, status, type, isActive } };
    },
  );

  app.delete(
    '/admin/job/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Delete a job (soft: kept for the records, gone from every list and lead list)',
        params: jobIdParam,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await jobs.deleteJob({ adminId: sessionOf(request).user.id, jobId: request.params.id });
      return { message: 'Job deleted successfully' };
    },
  );

  app.post(
    '/admin/job/businesses',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'The providers a job for this service and location would reach (within 40 km), nearest first',
        body: providersBody,
        response: {
          200: z.array(z.object({ id: z.string(), name: z.string() })),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => {
      const place = await reference.findLocation(request.body.location);
      if (!place)
        throw new HttpError(400, 'Unknown location', { errors: [{ path: 'location', message: 'Unknown location' }] });
      const { providers } = await matching.findProviders({
        serviceId: request.body.service_id,
        latitude: place.latitude,
        longitude: place.longitude,
      });
      return providers.map(({ id, name }) => ({ id, name }));
    },
  );

  app.post(
    '/admin/jobs',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary:
          'Register a new customer (verified; e-mailed a link to set a password) and post a premium job for them',
        body: postJobForCustomerBody,
        response: { 201: messageBody, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const adminId = sessionOf(request).user.id;
      // Checked before the account is created, so a job that cannot be posted leaves no account.
      const [workCategories, place] = await Promise.all([
        reference.categories(),
        reference.findLocation(body.location),
      ]);
      const errors: { path: string; message: string }[] = [];
      const category = workCategories.find((c) => c.id === body.category_id);
      if (!category) errors.push({ path: 'category_id', message: 'Unknown work category' });
      else if (!category.services.some((s) => s.id === body.service_id)) {
        errors.push({ path: 'service_id', message: 'This service is not in the chosen work category' });
      }
      if (!place) errors.push({ path: 'location', message: 'Unknown location' });
      if (errors.length) throw new HttpError(400, 'Invalid request', { errors });

      const { user } = await identity.registerCustomerForAdmin({
        adminId,
        fullName: body.fullName,
        email: body.email,
        mobileNumber: body.mobile_number,
      });
      if (!user) throw new Error('identity answered without a user');
      const { job } = await jobs.postJobForCustomer({
        adminId,
        job: {
          customerId: user.id,
          posterVerified: true,
          workCategoryId: body.category_id,
          serviceId: body.service_id,
          location: body.location,
          jobType: body.job_type,
          title: body.title,
          description: body.description,
          targetJobDone: body.target_job_done,
          specificDate: body.specificJobDoneDatetime,
          specificBusinessIds: [...new Set([...body.businesses, ...body.providers])],
        },
      });
      if (!job) throw new Error('jobs answered without a job');
      return reply.code(201).send({
        message: `Job ${job.jobNumber} posted for ${user.firstName} ${user.lastName}. We have e-mailed them a link to set their password.`,
      });
    },
  );
};
