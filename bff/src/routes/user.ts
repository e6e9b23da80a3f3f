import type { identityRpc } from '@localpros/contracts';
import {
  accountMessages,
  emailField,
  fullNameField,
  IMAGE_MAX_BYTES,
  imageMessages,
  type LeadEmailFrequency,
  leadEmailFrequencies,
  mobileField,
  notificationSettingsInput,
  splitFullName,
} from '@localpros/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';
import { formFile, formText, multipartForm, readUpload, type UploadSpec } from '../http/multipart-form.js';
import { imageWidthParam, requestedImageWidth, sendStoredImage, storedImageResponses } from '../http/stored-image.js';
import { sessionOf } from '../plugins/auth.js';
import { apiUser, emptyList, messageBody, toApiUser } from '../views/api-user.js';

const nameField = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(/^[A-Za-zÀ-ÖØ-öø-ÿ' -]+$/, `${label} may only contain letters, spaces, apostrophes and hyphens`);

/** POST /user fields, as JSON or as multipart fields: a full name, or first and last name. */
const profileFields = z.object({
  name: z.preprocess((v) => (v === '' ? undefined : v), fullNameField.optional()),
  first_name: nameField('First name').optional(),
  last_name: nameField('Last name').optional(),
});
type ProfileFields = z.infer<typeof profileFields>;

/** The multipart form as the OpenAPI document shows it: the picture, and the name fields if they change too. */
const profileForm = multipartForm({
  avatar: formFile('The new picture: JPG, PNG or HEIF, at most 2 MB'),
  name: formText('The full name, split on the first space'),
  first_name: formText('First name'),
  last_name: formText('Last name'),
});

const userAndMessage = z.object({ data: apiUser, message: z.string() });
const userData = z.object({ data: apiUser });
const currentPasswordField = z
  .string(accountMessages.currentPasswordRequired)
  .min(1, accountMessages.currentPasswordRequired)
  .max(1024);
const emailChange = z
  .object({ email: emailField, confirmedEmail: emailField, currentPassword: currentPasswordField })
  .describe('The new address, typed twice, and the current password');
const accountDeletion = z.object({ currentPassword: currentPasswordField }).describe('The current password');
const emailChangeConfirmation = z.object({
  email: emailField,
  confirmedEmail: emailField,
  verificationCode: z.string('Verification code is required').trim().min(1, 'Verification code is required').max(64),
});
const phoneChangeConfirmation = z.object({
  mobile_number: mobileField,
  verificationCode: z.string('Verification code is required').trim().min(1, 'Verification code is required').max(64),
});
const notificationSettings = notificationSettingsInput;
/**
 * What the settings answer: quiet hours and lead e-mails always said (the body may leave them out:
 * the saved choice stays).
 */
const notificationSettingsAnswer = notificationSettingsInput.extend({
  notificationChannels: notificationSettingsInput.shape.notificationChannels.extend({
    smsQuietHours: z.boolean(),
    leadEmails: z.enum(leadEmailFrequencies),
  }),
});
const leadEmailsOf = (value: string | undefined): LeadEmailFrequency =>
  (leadEmailFrequencies as readonly string[]).includes(value ?? '') ? (value as LeadEmailFrequency) : 'each';

const invalid = (errors: { path: string; message: string }[]) => new HttpError(400, 'Invalid request', { errors });

/** Names to save: from `name` (split on the first space) or first_name + last_name; null when none were sent. */
function namesFrom(fields: ProfileFields, avatarSent: boolean): { firstName: string; lastName: string } | null {
  if (fields.name) return splitFullName(fields.name);
  if (fields.first_name === undefined && fields.last_name === undefined && avatarSent) return null;
  const errors = [
    ...(fields.first_name ? [] : [{ path: 'first_name', message: 'First name is required' }]),
    ...(fields.last_name ? [] : [{ path: 'last_name', message: 'Last name is required' }]),
  ];
  if (errors.length) throw invalid(errors);
  return { firstName: fields.first_name ?? '', lastName: fields.last_name ?? '' };
}

interface ProfileForm {
  fields: ProfileFields;
  avatar?: { content: Buffer; mimetype: string };
}

const avatarUpload: UploadSpec<'name' | 'first_name' | 'last_name'> = {
  file: 'avatar',
  fields: ['name', 'first_name', 'last_name'],
  maxBytes: IMAGE_MAX_BYTES,
  tooLarge: imageMessages.tooLarge,
  maxFields: 10,
  maxParts: 12,
};

/** A multipart profile form: the `avatar` file (at most 2 MB) and the name fields. */
async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const { fields, file } = await readUpload(request, avatarUpload);
  const parsed = profileFields.safeParse(fields);
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  return { fields: parsed.data, avatar: file && { content: file.content, mimetype: file.mimetype } };
}

const settingsOut = (settings: identityRpc.NotificationSettings) => ({
  notificationChannels: {
    email: settings.notificationChannels?.email ?? false,
    sms: settings.notificationChannels?.sms ?? false,
    smsQuietHours: settings.notificationChannels?.smsQuietHours ?? true,
    leadEmails: leadEmailsOf(settings.notificationChannels?.leadEmails),
  },
  notifiableEvents: {
    messages: settings.notifiableEvents?.messages ?? false,
    newsletters: settings.notifiableEvents?.newsletters ?? false,
    specialOffers: settings.notifiableEvents?.specialOffers ?? false,
    recommendations: settings.notifiableEvents?.recommendations ?? false,
    newJobLeads: settings.notifiableEvents?.newJobLeads ?? false,
  },
});

/** The signed-in user's profile, picture, contact details, notification settings and account. */
export const userRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const { identity } = clients;
  const limits = app.rateLimits;

  app.get(
    '/user/is-email-registered/:email',
    {
      config: { access: { roles: 'public' } },
      onRequest: limits.perIp('accountCheckPerIp'),
      schema: {
        tags: ['user'],
        summary: 'Whether an account uses this e-mail address',
        params: z.object({ email: emailField }),
        response: { 200: z.object({ registered: z.boolean() }), 400: errorBody, 429: errorBody },
      },
    },
    async (request) => identity.isEmailRegistered({ email: request.params.email }),
  );

  app.get(
    '/user/is-phone-registered/:phone',
    {
      config: { access: { roles: 'public' } },
      onRequest: limits.perIp('accountCheckPerIp'),
      schema: {
        tags: ['user'],
        summary: 'Whether an account uses this mobile number',
        params: z.object({ phone: mobileField }),
        response: { 200: z.object({ registered: z.boolean() }), 400: errorBody, 429: errorBody },
      },
    },
    async (request) => identity.isPhoneRegistered({ mobileNumber: request.params.phone }),
  );

  app.post(
    '/user',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' } },
      schema: {
        tags: ['user'],
        summary: 'Update the name and/or the picture',
        description:
          'JSON `{ name?, first_name, last_name }`, or multipart/form-data with the same fields and an `avatar` ' +
          'file (JPG, PNG or HEIF, at most 2 MB; the content decides, not the name).',
        consumes: ['application/json', 'multipart/form-data'],
        // A multipart request reaches validation without a body (null): the handler reads its parts.
        body: profileFields.nullish(),
        multipartForm: profileForm,
        response: { 200: userAndMessage, 400: errorBody, 401: errorBody, 413: errorBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const form: ProfileForm = request.isMultipart() ? await readProfileForm(request) : { fields: request.body ?? {} };
      const names = namesFrom(form.fields, form.avatar !== undefined);
      let user = session.user;
      if (form.avatar) {
        ({ user = user } = await identity.setAvatar({
          userId: session.user.id,
          content: form.avatar.content,
          declaredType: form.avatar.mimetype,
        }));
      }
      if (names) ({ user = user } = await identity.updateProfile({ userId: session.user.id, ...names }));
      return { data: toApiUser(user, session.impersonatorId !== null), message: 'Profile updated successfully!' };
    },
  );

  app.post(
    '/user/deleteUserProfile',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' } },
      schema: {
        tags: ['user'],
        summary: 'Remove the picture',
        response: { 200: userData, 401: errorBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { user } = await identity.deleteAvatar({ userId: session.user.id });
      return { data: toApiUser(user, session.impersonatorId !== null) };
    },
  );

  const avatarParams = z.object({ imageId: z.string().regex(/^[\w-]{1,100}$/, 'Invalid image id') });
  app.get(
    '/user/avatar/:imageId',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['user'],
        summary: 'A profile picture as uploaded (at most 512 px)',
        params: avatarParams,
        response: storedImageResponses,
      },
    },
    async (request, reply) =>
      sendStoredImage(reply, await identity.getAvatar({ imageId: request.params.imageId, width: 0 }), 'private'),
  );

  app.get(
    '/user/avatar/:imageId/:width',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['user'],
        summary: 'A profile picture at one of its square widths, for srcset',
        params: avatarParams.extend({ width: imageWidthParam }),
        response: storedImageResponses,
      },
    },
    async (request, reply) => {
      const width = requestedImageWidth(request.params.width);
      return sendStoredImage(reply, await identity.getAvatar({ imageId: request.params.imageId, width }), 'private');
    },
  );

  /** Codes sent and wrong codes typed count per account too (the session's user), not only per address. */
  const sessionUserId = (request: FastifyRequest) => request.session?.user.id;

  app.put(
    '/user/update-email',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' } },
      onRequest: limits.perIp('codeSendPerIp'),
      preHandler: limits.perAccount('codeSendPerAccount', sessionUserId),
      schema: {
        tags: ['user'],
        summary: 'Change the e-mail address, step 1 (with the current password): a code is sent to the new address',
        body: emailChange,
        response: { 200: emptyList, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await identity.requestEmailChange({
        userId: session.user.id,
        email: request.body.email,
        confirmedEmail: request.body.confirmedEmail,
        currentPassword: request.body.currentPassword,
        impersonatorId: session.impersonatorId ?? '',
      });
      return [];
    },
  );

  app.post(
    '/user/confirm-update-email',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' } },
      onRequest: limits.perIp('codeVerifyPerIp'),
      schema: {
        tags: ['user'],
        summary: 'Change the e-mail address, step 2: the code; every other session of the user ends',
        body: emailChangeConfirmation,
        response: { 200: userAndMessage, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { email, confirmedEmail, verificationCode } = request.body;
      if (email !== confirmedEmail) throw new HttpError(400, 'The email addresses do not match.');
      const { user } = await limits.codeAttempt(session.user.id, () =>
        identity.confirmEmailChange({
          userId: session.user.id,
          email,
          code: verificationCode,
          impersonatorId: session.impersonatorId ?? '',
          sessionId: session.sessionId,
        }),
      );
      app.sessionChecks.clear();
      return { data: toApiUser(user, session.impersonatorId !== null), message: 'Email verified successfully!' };
    },
  );

  app.put(
    '/user/update-phone',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' } },
      onRequest: limits.perIp('codeSendPerIp'),
      preHandler: limits.perAccount('codeSendPerAccount', sessionUserId),
      schema: {
        tags: ['user'],
        summary: 'Change the mobile number, step 1: a code is sent by SMS to the new number',
        body: z.object({ mobile_number: mobileField }),
        response: { 200: emptyList, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await identity.requestPhoneChange({
        userId: sessionOf(request).user.id,
        mobileNumber: request.body.mobile_number,
      });
      return [];
    },
  );

  app.post(
    '/user/confirm-update-phone',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' } },
      onRequest: limits.perIp('codeVerifyPerIp'),
      schema: {
        tags: ['user'],
        summary: 'Change the mobile number, step 2: the code',
        body: phoneChangeConfirmation,
        response: { 200: userAndMessage, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { user } = await limits.codeAttempt(session.user.id, () =>
        identity.confirmPhoneChange({
          userId: session.user.id,
          mobileNumber: request.body.mobile_number,
          code: request.body.verificationCode,
        }),
      );
      return {
        data: toApiUser(user, session.impersonatorId !== null),
        message: 'Phone number verified successfully!',
      };
    },
  );

  app.delete(
    '/user',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' } },
      schema: {
        tags: ['user'],
        summary: 'Delete the account (with the current password; not while impersonating); every session ends',
        body: accountDeletion,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await identity.deleteAccount({
        userId: session.user.id,
        impersonatorId: session.impersonatorId ?? '',
        currentPassword: request.body.currentPassword,
      });
      app.sessionChecks.clear();
      reply.clearAuthCookie();
      return { message: 'Your account has been deleted' };
    },
  );

  app.get(
    '/notifications/settings',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user' } },
      schema: {
        tags: ['user'],
        summary: 'Which notifications the user receives, and how',
        response: { 200: notificationSettingsAnswer, 401: errorBody },
      },
    },
    async (request) => settingsOut(await identity.getNotificationSettings({ userId: sessionOf(request).user.id })),
  );

  app.put(
    '/notifications/settings',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' } },
      schema: {
        tags: ['user'],
        summary: 'Save the notification settings',
        body: notificationSettings,
        response: { 200: notificationSettingsAnswer, 400: errorBody, 401: errorBody },
      },
    },
    async (request) =>
      settingsOut(
        await identity.updateNotificationSettings({ userId: sessionOf(request).user.id, settings: request.body }),
      ),
  );
};
