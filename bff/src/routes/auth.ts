import {
  businessRegistrationInput,
  customerRegistrationInput,
  emailField,
  emailPattern,
  loginInput,
  normaliseMobile,
  resetPasswordInput,
  updatePasswordInput,
} from '@localpros/contracts';
import { GrpcStatus, RpcError } from '@localpros/kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';
import { sessionOf } from '../plugins/auth.js';
import { accountKey, tooManyLoginAttempts } from '../plugins/rate-limits.js';
import type { ReferenceData } from '../reference/reference-data.js';
import { apiUser, emptyList, messageBody, signedInBody, toApiUser } from '../views/api-user.js';

const registeredBody = z.object({ message: z.string(), user: apiUser });
const codeParam = z.object({ code: z.string().trim().min(1).max(64) });
const identifierParam = z.object({
  identifier: z
    .string()
    .trim()
    .max(254)
    .refine(
      (v) => emailPattern.test(v) || normaliseMobile(v) !== null,
      'Enter your email address or your mobile number (07…)',
    ),
});
const adminCodeLogin = z.object({
  email: emailField,
  code: z.string('Code is required').trim().min(1, 'Code is required').max(64),
});
const updatePasswordErrorBody = errorBody.extend({ status_code: z.number().optional() });

const REGISTERED = 'Your account has been created. We have sent a verification code to your email address.';
const SECURITY_CODE_SENT = 'If an account exists for it, we have sent a code.';

/** Sign-up, verification, sessions and passwords (docs/api/accounts.md). */
export const authRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; reference: ReferenceData }> = async (
  app,
  { clients, reference },
) => {
  const { identity } = clients;
  const limits = app.rateLimits;

  /** Sign-in with the e-mail and password, limited per address and per account (failures only). */
  async function limitedSignIn<T>(email: string, ip: string, attempt: () => Promise<T>): Promise<T> {
    await limits.consume('loginPerIp', ip, tooManyLoginAttempts);
    const key = accountKey(email);
    await limits.assertNotExhausted('loginFailuresPerAccount', key, tooManyLoginAttempts);
    try {
      const result = await attempt();
      await limits.reset('loginFailuresPerAccount', key);
      return result;
    } catch (error) {
      if (error instanceof RpcError && error.code === GrpcStatus.UNAUTHENTICATED) {
        await limits.penalise('loginFailuresPerAccount', key);
      }
      throw error;
    }
  }

  /**
   * Identity trusts its caller for the reference data: the category, its services and the location
   * must exist (jobs). Answers the location's centroid, which identity stores for matching.
   */
  async function assertKnownServiceArea(body: { workCategoryId: string; serviceIds: string[]; location: string }) {
    const [workCategories, place] = await Promise.all([reference.categories(), reference.findLocation(body.location)]);
    const errors: { path: string; message: string }[] = [];
    const category = workCategories.find((c) => c.id === body.workCategoryId);
    if (!category) errors.push({ path: 'workCategoryId', message: 'Unknown work category' });
    else if (!body.serviceIds.every((id) => category.services.some((s) => s.id === id))) {
      errors.push({ path: 'serviceIds', message: 'Choose services of the chosen work category' });
    }
    if (!place) errors.push({ path: 'location', message: 'Unknown location' });
    if (errors.length || !place) throw new HttpError(400, 'Invalid request', { errors });
    return { latitude: place.latitude, longitude: place.longitude };
  }

  /**
   * Sign-ups are limited per client address (every attempt) and per e-mail address (attempts that
   * reach identity: a form refused for its fields or its service area does not count).
   */
  const registrationLimits = { onRequest: limits.perIp('registerPerIp') };

  app.post(
    '/auth/customer/register',
    {
      config: { access: { roles: 'public' } },
      ...registrationLimits,
      schema: {
        tags: ['auth'],
        summary: 'Register a customer (a verification code is e-mailed)',
        body: customerRegistrationInput,
        response: { 201: registeredBody, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { fullName, email, mobile_number, password, passwordConfirm } = request.body;
      await limits.consume('registerPerEmail', accountKey(email));
      const { user } = await identity.registerCustomer({
        fullName,
        email,
        mobileNumber: mobile_number,
        password,
        passwordConfirm,
      });
      return reply.code(201).send({ message: REGISTERED, user: toApiUser(user) });
    },
  );

  app.post(
    '/auth/business/register',
    {
      config: { access: { roles: 'public' } },
      ...registrationLimits,
      schema: {
        tags: ['auth'],
        summary: 'Register a business (a code and a verification link are e-mailed)',
        body: businessRegistrationInput,
        response: { 201: registeredBody, 400: errorBody, 409: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const centroid = await assertKnownServiceArea(body);
      await limits.consume('registerPerEmail', accountKey(body.email));
      const { user } = await identity.registerBusiness({
        businessName: body.businessName,
        fullName: body.fullName,
        email: body.email,
        mobileNumber: body.mobile_number,
        password: body.password,
        passwordConfirm: body.passwordConfirm,
        workCategoryId: body.workCategoryId,
        serviceIds: body.serviceIds,
        location: body.location,
        ...centroid,
      });
      return reply.code(201).send({ message: REGISTERED, user: toApiUser(user) });
    },
  );

  app.post(
    '/auth/verify/resend',
    {
      config: { access: { roles: 'public' } },
      onRequest: limits.perIp('codeSendPerIp'),
      preHandler: limits.perAccount('codeSendPerAccount', (request) => (request.body as { email?: string }).email),
      schema: {
        tags: ['auth'],
        summary: 'Send a fresh verification code (same answer whether or not the account exists)',
        body: z.object({ email: emailField }),
        response: { 200: messageBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await identity.resendVerification({ email: request.body.email });
      return { message: 'If your account still needs verifying, we have sent you a new code.' };
    },
  );

  app.post(
    '/auth/verify/:code',
    {
      config: { access: { roles: 'public' } },
      onRequest: limits.perIp('codeVerifyPerIp'),
      schema: {
        tags: ['auth'],
        summary: 'Verify an account with the code from the e-mail or the link',
        params: codeParam,
        response: { 200: emptyList, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await identity.verifyAccount({ code: request.params.code });
      return [];
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (sets the auth_token cookie)',
        body: loginInput,
        response: { 200: signedInBody, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      let session: Awaited<ReturnType<typeof identity.login>>;
      try {
        session = await limitedSignIn(email, request.ip, () => identity.login({ email, password }));
      } catch (error) {
        // Identity refuses an unverified account with FAILED_PRECONDITION (and sends a new code).
        if (error instanceof RpcError && error.code === GrpcStatus.FAILED_PRECONDITION) {
          throw new HttpError(403, error.message, { error: 'unverified' });
        }
        throw error;
      }
      return reply.signIn(session);
    },
  );

  app.post(
    '/auth/admin/credentials/check',
    {
      config: { access: { roles: 'public' } },
      onRequest: limits.perIp('codeSendPerIp'),
      schema: {
        tags: ['auth'],
        summary: 'Admin sign-in, step 1: check the password and e-mail a sign-in code',
        body: loginInput,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await limitedSignIn(email, request.ip, () => identity.checkAdminCredentials({ email, password }));
      return { message: 'We have sent a sign-in code to your email' };
    },
  );

  app.post(
    '/auth/admin/login',
    {
      config: { access: { roles: 'public' } },
      onRequest: limits.perIp('codeVerifyPerIp'),
      schema: {
        tags: ['auth'],
        summary: 'Admin sign-in, step 2: the e-mailed code (sets the auth_token cookie)',
        body: adminCodeLogin,
        response: { 200: signedInBody, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { email, code } = request.body;
      const session = await limits.codeAttempt(email, () => identity.completeAdminLogin({ email, code }));
      return reply.signIn(session);
    },
  );

  app.get(
    '/auth/user',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user' } },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: z.object({ data: apiUser }), 401: errorBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return { data: toApiUser(session.user, session.impersonatorId !== null) };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session' } },
      schema: {
        tags: ['auth'],
        summary: 'End the session (the token stops working) and clear the cookie',
        response: { 200: messageBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      await identity.logout({ sessionId: sessionOf(request).sessionId });
      app.sessionChecks.clear();
      reply.clearAuthCookie();
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' } },
      schema: {
        tags: ['auth'],
        summary: 'Log out of all devices: every session of the user ends, this one included; the cookie is cleared',
        response: { 200: messageBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      await identity.logoutEverywhere({ sessionId: sessionOf(request).sessionId });
      app.sessionChecks.clear();
      reply.clearAuthCookie();
      return { message: 'You have been logged out of all devices' };
    },
  );

  app.post(
    '/auth/security-code/:identifier/send',
    {
      config: { access: { roles: 'public' } },
      onRequest: limits.perIp('codeSendPerIp'),
      // One limit per account, however its mobile number is typed.
      preHandler: limits.perAccount('codeSendPerAccount', (request) => {
        const identifier = (request.params as { identifier?: string }).identifier;
        return identifier && (normaliseMobile(identifier) ?? identifier.replace(/\s/g, ''));
      }),
      schema: {
        tags: ['auth'],
        summary: 'Forgot password: send a reset code by e-mail or SMS (never says whether the account exists)',
        params: identifierParam,
        response: { 200: messageBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const identifier = request.params.identifier;
      await identity.sendSecurityCode({
        identifier: emailPattern.test(identifier)
          ? identifier.toLowerCase()
          : (normaliseMobile(identifier) ?? identifier),
      });
      return { message: SECURITY_CODE_SENT };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: { roles: 'public' } },
      onRequest: limits.perIp('codeVerifyPerIp'),
      schema: {
        tags: ['auth'],
        summary: 'Forgot password: set a new password with the code',
        body: resetPasswordInput,
        response: { 200: messageBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { code, password, passwordConfirm } = request.body;
      await identity.resetPassword({ code, password, passwordConfirm });
      app.sessionChecks.clear();
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );

  app.post(
    '/auth/update-password',
    {
      config: { access: { roles: 'signed-in', ownership: 'the session user', impersonation: 'refused' } },
      schema: {
        tags: ['auth'],
        summary: 'Change the password of the signed-in user (not while impersonating); every other session ends',
        body: updatePasswordInput,
        response: { 200: messageBody, 400: updatePasswordErrorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { currentPassword, new_password, passwordConfirmation } = request.body;
      try {
        await identity.updatePassword({
          userId: session.user.id,
          currentPassword,
          newPassword: new_password,
          passwordConfirmation,
          impersonatorId: session.impersonatorId ?? '',
          sessionId: session.sessionId,
        });
        // Every other session of the user ended: no BFF may keep answering for them.
        app.sessionChecks.clear();
      } catch (error) {
        // The spec's answer for a wrong current password carries a status_code too.
        if (error instanceof RpcError && error.code === GrpcStatus.INVALID_ARGUMENT && !error.fieldErrors?.length) {
          throw new HttpError(400, error.message, { status_code: 400 });
        }
        throw error;
      }
      return { message: 'Your password has been successfully updated.' };
    },
  );
};
