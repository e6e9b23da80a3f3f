import {
  type BusinessProfileInput,
  businessMessages,
  businessProfileFields,
  businessProfileInput,
  IMAGE_MAX_BYTES,
  type identityRpc,
  imageMessages,
} from '@localpros/contracts';
import { isUuid } from '@localpros/kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';
import { formFile, formText, multipartForm, readUpload, type UploadSpec } from '../http/multipart-form.js';
import { imageWidthParam, requestedImageWidth, sendStoredImage, storedImageResponses } from '../http/stored-image.js';
import { sessionOf } from '../plugins/auth.js';
import type { ReferenceData } from '../reference/reference-data.js';
import { emptyList } from '../views/api-user.js';
import { ownerBusiness, publicBusiness, toOwnerBusiness, toPublicBusiness } from '../views/business-view.js';
import { createPeopleDirectory } from '../views/people-directory.js';
import { responseTimesOf } from '../views/response-time.js';
import { publicPackageOf } from '../views/subscription-badge.js';

type FieldError = { path: string; message: string };
const invalid = (errors: FieldError[]) => new HttpError(400, 'Invalid request', { errors });
const notFound = () => new HttpError(404, businessMessages.businessNotFound);

interface LogoForm {
  name?: string;
  logo?: { content: Buffer; mimetype: string };
}

const logoUpload: UploadSpec<'business_name'> = {
  file: 'logo',
  fields: ['business_name'],
  maxBytes: IMAGE_MAX_BYTES,
  tooLarge: imageMessages.tooLarge,
  maxFields: 10,
  maxParts: 12,
};

/** The multipart form of the spec: `business_name` and a `logo` file (at most 2 MB). */
async function readLogoForm(request: FastifyRequest): Promise<LogoForm> {
  const { fields, file } = await readUpload(request, logoUpload);
  const rawName = fields.business_name;
  const logo = file && { content: file.content, mimetype: file.mimetype };
  if (rawName === undefined) {
    if (!logo) throw invalid([{ path: 'logo', message: 'Choose a logo or a business name to save' }]);
    return { logo };
  }
  const name = businessProfileFields.name.safeParse(rawName);
  if (!name.success) throw invalid(name.error.issues.map((i) => ({ path: 'business_name', message: i.message })));
  return { name: name.data, logo };
}

/** The multipart form as the OpenAPI document shows it: a new name, a new logo, or both. */
const logoForm = multipartForm({
  business_name: formText('The business name'),
  logo: formFile('The new logo: JPG, PNG or HEIF, at most 2 MB'),
});

/** Settings → Business profile, the public business page and logos (docs/api/jobs-and-leads.md). */
export const businessRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; reference: ReferenceData }> = async (
  app,
  { clients, reference },
) => {
  const { identity } = clients;
  const people = createPeopleDirectory(clients);

  /**
   * The saved profile with the sent fields laid over it: a field left out keeps its value. The
   * category and its services must exist (identity trusts its caller for reference data).
   */
  async function mergedUpdate(
    current: identityRpc.BusinessProfile,
    input: Partial<BusinessProfileInput>,
  ): Promise<identityRpc.UpdateBusinessProfileRequest> {
    const pick = (sent: string | null | undefined, saved: string) => (sent === undefined ? saved : (sent ?? ''));
    const workCategoryId = pick(input.workCategories, current.workCategoryId);
    const categoryChanged = workCategoryId !== current.workCategoryId;
    // Services of a category left behind go with it unless new ones were chosen.
    const serviceIds = input.services ?? (categoryChanged ? [] : current.serviceIds);
    if (input.workCategories !== undefined || input.services !== undefined) {
      const workCategories = await reference.categories();
      const category = workCategories.find((c) => c.id === workCategoryId);
      const errors: FieldError[] = [];
      if (workCategoryId && !category) {
        errors.push({ path: 'workCategories', message: businessMessages.unknownCategory });
      }
      if (
        (workCategoryId === '' || category) &&
        !serviceIds.every((id) => category?.services.some((s) => s.id === id))
      ) {
        errors.push({ path: 'services', message: businessMessages.serviceOutsideCategory });
      }
      if (errors.length) throw invalid(errors);
    }
    return {
      userId: current.id,
      name: input.name ?? current.name,
      description: pick(input.description, current.description),
      mobileNumber: pick(input.mobile_number, current.mobileNumber),
      address: pick(input.address, current.address),
      website: pick(input.website, current.website),
      landline: pick(input.landline, current.landline),
      workCategoryId,
      serviceIds,
    };
  }

  async function currentProfile(userId: string) {
    const { profile } = await identity.getBusinessProfile({ userId });
    if (!profile) throw new Error('identity answered without a business profile');
    return profile;
  }

  app.get(
    '/business',
    {
      config: { access: { roles: ['business'], ownership: 'the session business' } },
      schema: {
        tags: ['business'],
        summary: "The signed-in business's profile",
        response: { 200: z.object({ business: ownerBusiness }), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const businessId = sessionOf(request).user.id;
      const [profile, workCategories, ratings] = await Promise.all([
        currentProfile(businessId),
        reference.categories(),
        people.ratings([businessId]),
      ]);
      return { business: toOwnerBusiness(profile, workCategories, ratings.get(businessId)) };
    },
  );

  app.post(
    '/business',
    {
      config: { access: { roles: ['business'], ownership: 'the session business', impersonation: 'refused' } },
      schema: {
        tags: ['business'],
        summary: 'Save the business profile, or its name and logo',
        description:
          'JSON `{ name, description, mobile_number, address, website, landline, workCategories, services }` ' +
          '(a field left out keeps its value; "" or null clears it), or multipart/form-data with `business_name` ' +
          'and a `logo` file (JPG, PNG or HEIF, at most 2 MB; the content decides). The location cannot change.',
        consumes: ['application/json', 'multipart/form-data'],
        // A multipart request reaches validation without a body (null): the handler reads its parts.
        body: businessProfileInput.nullish(),
        multipartForm: logoForm,
        response: { 200: emptyList, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody },
      },
    },
    async (request) => {
      const userId = sessionOf(request).user.id;
      if (request.isMultipart()) {
        const form = await readLogoForm(request);
        // The logo first: its content check may refuse it, and then nothing is saved.
        if (form.logo) {
          await identity.setBusinessLogo({ userId, content: form.logo.content, declaredType: form.logo.mimetype });
        }
        if (form.name !== undefined) {
          await identity.updateBusinessProfile(await mergedUpdate(await currentProfile(userId), { name: form.name }));
        }
        return [];
      }
      if (!request.body) throw invalid([{ path: 'name', message: businessMessages.nameRequired }]);
      await identity.updateBusinessProfile(await mergedUpdate(await currentProfile(userId), request.body));
      return [];
    },
  );

  app.post(
    '/business/deleteLogo',
    {
      config: { access: { roles: ['business'], ownership: 'the session business', impersonation: 'refused' } },
      schema: {
        tags: ['business'],
        summary: 'Remove the logo',
        response: { 200: emptyList, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      await identity.deleteBusinessLogo({ userId: sessionOf(request).user.id });
      return [];
    },
  );

  const logoParams = z.object({ imageId: z.string().max(100) });
  /** A logo's id is a UUID; anything else is no such image, before identity is asked. */
  const logoId = (imageId: string) => {
    if (!isUuid(imageId)) throw new HttpError(404, 'No such image');
    return imageId;
  };
  app.get(
    '/business/logo/:imageId',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['business'],
        summary: 'A business logo as uploaded (at most 512 px)',
        params: logoParams,
        response: storedImageResponses,
      },
    },
    async (request, reply) =>
      sendStoredImage(
        reply,
        await identity.getBusinessLogo({ imageId: logoId(request.params.imageId), width: 0 }),
        'public',
      ),
  );

  app.get(
    '/business/logo/:imageId/:width',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['business'],
        summary: 'A business logo at one of its square widths, for srcset',
        params: logoParams.extend({ width: imageWidthParam }),
        response: storedImageResponses,
      },
    },
    async (request, reply) => {
      const imageId = logoId(request.params.imageId);
      const width = requestedImageWidth(request.params.width);
      return sendStoredImage(reply, await identity.getBusinessLogo({ imageId, width }), 'public');
    },
  );

  // Static paths such as /business/leads win over this parameter (the router matches them first).
  app.get(
    '/business/:id',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['business'],
        summary: 'A business as anyone may see it (verified and active businesses only)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ business: publicBusiness }), 404: errorBody },
      },
    },
    async (request) => {
      // Anything but a uuid names no business: the same 404 as an unknown one.
      if (!isUuid(request.params.id)) throw notFound();
      const { business } = await identity.getPublicBusiness({ businessId: request.params.id });
      if (!business) throw notFound();
      const [workCategories, place, ratings, packageId, responseTimes] = await Promise.all([
        reference.categories(),
        business.location ? reference.findLocation(business.location) : undefined,
        people.ratings([business.id]),
        publicPackageOf(clients.billing, business.id, request.log),
        responseTimesOf(clients.matching, [business.id], request.log),
      ]);
      return {
        business: toPublicBusiness(business, workCategories, place?.name ?? null, ratings.get(business.id), {
          packageId,
          responseTime: responseTimes.get(business.id) ?? null,
        }),
      };
    },
  );
};
