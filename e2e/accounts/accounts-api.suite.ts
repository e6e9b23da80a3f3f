import { describe, expect, it } from 'vitest';
import {
  type AccountsTarget,
  type ApiUser,
  accountsClient,
  codeIn,
  DEMO_ADMIN,
  formWith,
  newAccount,
  PASSWORD,
  tinyPng,
} from './accounts-client.js';

export { type AccountsTarget, accountsApiEnv } from './accounts-client.js';

type Body = { message?: string; error?: string; errors?: { path: string; message: string }[] };
const UNAUTHENTICATED = { message: 'Please log in', error: 'unauthenticated' };

/**
 * The accounts API (docs/api/accounts.md) from outside, the same against every way of running
 * the marketplace. Runners start the target with `accountsApiEnv`; `target()` is read inside
 * each test, after the runner's beforeAll.
 */
export function describeAccountsApi(mode: string, target: () => AccountsTarget) {
  const client = accountsClient(target);
  const { get, post, put, del, mailbox, seen, nextMessage, nextCode, login, signIn } = client;

  describe(`accounts API (${mode})`, () => {
    describe('registration and verification', () => {
      it('answers each step-3 rule of the customer form with its message', async () => {
        const missing = await post<Body>('/auth/customer/register', {});
        expect(missing.status).toBe(400);
        expect(missing.body.message).toBe('Invalid request');
        expect(missing.body.errors).toEqual(
          expect.arrayContaining([
            { path: 'fullName', message: 'Full name is required' },
            { path: 'email', message: 'Email is required' },
            { path: 'mobile_number', message: 'Mobile number is required' },
            { path: 'password', message: 'Password is required' },
            { path: 'passwordConfirm', message: 'Confirm password is required' },
          ]),
        );

        const wrong = await post<Body>('/auth/customer/register', {
          fullName: 'Ann  Smith',
          email: 'not-an-email',
          mobile_number: '0123',
          password: 'short',
          passwordConfirm: 'short',
        });
        expect(wrong.status).toBe(400);
        expect(wrong.body.errors).toEqual(
          expect.arrayContaining([
            { path: 'fullName', message: 'Full name must contain at least 2 names with no extra spaces' },
            { path: 'email', message: 'Invalid email format' },
            { path: 'mobile_number', message: 'Invalid mobile number' },
            { path: 'password', message: 'Password must be at least 8 characters long' },
          ]),
        );

        const account = newAccount();
        const mismatch = await post<Body>('/auth/customer/register', {
          fullName: account.fullName,
          email: account.email,
          mobile_number: account.mobile,
          password: account.password,
          passwordConfirm: `${account.password}x`,
        });
        expect(mismatch.status).toBe(400);
        expect(mismatch.body.errors).toEqual([{ path: 'passwordConfirm', message: 'Passwords do not match' }]);
        // Nothing was created by the refused attempts.
        expect((await get(`/user/is-email-registered/${account.email}`)).body).toEqual({ registered: false });
      });

      it('registers a customer (unverified, code e-mailed) and refuses the same e-mail or mobile again with 409', async () => {
        const account = await client.registerCustomer({ email: `Mixed.${newAccount().email}` });
        expect(account.user).toEqual({
          id: expect.any(String),
          first_name: 'Ann',
          last_name: 'Smith',
          email: account.email,
          mobile_number: account.mobile,
          avatar: null,
          userType: 'customer',
          emailVerified: false,
          business_name: null,
          impersonating: false,
        });
        const message = await nextMessage(account.email);
        expect(message.channel).toBe('email');
        expect(codeIn(message)).toMatch(/^[A-Z2-9]{8}$/);

        const sameEmail = await post<Body>('/auth/customer/register', {
          fullName: 'Bob Jones',
          email: account.email.toUpperCase(),
          mobile_number: newAccount().mobile,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
        });
        expect(sameEmail.status).toBe(409);
        expect(sameEmail.body).toEqual({ message: 'This email is already registered' });

        const sameMobile = await post<Body>('/auth/customer/register', {
          fullName: 'Bob Jones',
          email: newAccount().email,
          mobile_number: account.mobile,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
        });
        expect(sameMobile.status).toBe(409);
        expect(sameMobile.body).toEqual({ message: 'This mobile number is already registered' });
      });

      it('refuses to log in before verification (403 unverified, new code sent), then verifies once with the code', async () => {
        const account = await client.registerCustomer();
        const first = await nextMessage(account.email);
        const before = new Set([first.id]);

        const unverified = await login(account.email, account.password);
        expect(unverified.status).toBe(403);
        expect(unverified.body).toEqual({
          message: 'Please verify your email address first. We have sent you a new code.',
          error: 'unverified',
        });
        expect(unverified.headers.get('set-cookie')).toBeNull();
        const code = await nextCode(account.email, before);

        const verified = await post(`/auth/verify/${code}`);
        expect(verified.status).toBe(200);
        expect(verified.body).toEqual([]);
        const reused = await post<Body>(`/auth/verify/${code}`);
        expect(reused.status).toBe(400);
        expect(reused.body).toEqual({ message: 'This verification code is invalid or has expired' });
        expect((await post<Body>('/auth/verify/ABCDEFGH')).status).toBe(400);

        const { user } = await signIn(account.email, account.password);
        expect(user).toMatchObject({ email: account.email, emailVerified: true });
      });

      it('resends a verification code, answering the same for an unknown address', async () => {
        const account = await client.registerCustomer();
        const before = await seen(account.email).then(async (ids) =>
          ids.size ? ids : new Set([(await nextMessage(account.email)).id]),
        );
        const known = await post<Body>('/auth/verify/resend', { email: account.email });
        const unknown = await post<Body>('/auth/verify/resend', { email: newAccount().email });
        expect(known.status).toBe(200);
        expect(unknown.status).toBe(200);
        expect(unknown.body).toEqual(known.body);
        const code = await nextCode(account.email, before);
        expect((await post(`/auth/verify/${code}`)).status).toBe(200);
      });

      it('registers a business and verifies it with the code from the e-mailed link', async () => {
        const { body: reference } = await get<{ workCategories: { id: string; services: { id: string }[] }[] }>(
          '/work-category',
        );
        const category = reference.workCategories[0];
        expect(category).toBeDefined();
        const account = newAccount();
        const form = {
          businessName: 'Sparkle & Shine',
          fullName: 'Sam Sparkle',
          email: account.email,
          mobile_number: account.mobile,
          password: account.password,
          passwordConfirm: account.password,
          workCategoryId: category?.id,
          serviceIds: category?.services.slice(0, 2).map((s) => s.id),
          location: 'SW',
        };
        const other = reference.workCategories.find((c) => c.id !== category?.id);
        const refusals: [Record<string, unknown>, { path: string; message: string }][] = [
          [
            { workCategoryId: '00000000-0000-4000-8000-000000000000' },
            { path: 'workCategoryId', message: 'Unknown work category' },
          ],
          [
            { serviceIds: [other?.services[0]?.id] },
            { path: 'serviceIds', message: 'Choose services of the chosen work category' },
          ],
          [{ location: 'ZZ9' }, { path: 'location', message: 'Unknown location' }],
        ];
        for (const [change, problem] of refusals) {
          const refused = await post<Body>('/auth/business/register', { ...form, ...change });
          expect(refused.status).toBe(400);
          expect(refused.body.errors).toEqual([problem]);
        }
        expect((await get(`/user/is-email-registered/${account.email}`)).body).toEqual({ registered: false });

        const registered = await post<{ message: string; user: ApiUser }>('/auth/business/register', form);
        expect(registered.status, JSON.stringify(registered.body)).toBe(201);
        expect(registered.body.user).toMatchObject({
          userType: 'business',
          business_name: 'Sparkle & Shine',
          first_name: 'Sam',
          last_name: 'Sparkle',
          emailVerified: false,
        });

        const message = await nextMessage(account.email);
        const link = /\/\?code=([^&\s"'<>]+)&user_type=business/.exec(message.text);
        expect(link, message.text).not.toBeNull();
        const code = decodeURIComponent(link?.[1] ?? '');
        expect((await post(`/auth/verify/${encodeURIComponent(code)}`)).status).toBe(200);
        const { user } = await signIn(account.email, account.password);
        expect(user).toMatchObject({ userType: 'business', business_name: 'Sparkle & Shine', emailVerified: true });
      });

      it('registers a three-word name and a +44 mobile: first name, the rest as last name, the mobile as 07…', async () => {
        const fresh = newAccount();
        const typed = `+44 ${fresh.mobile.slice(1, 5)} ${fresh.mobile.slice(5)}`;
        const account = await client.registerCustomer({
          fullName: 'Ann Marie Smith',
          email: fresh.email,
          mobile_number: typed,
        });
        const stored = { first_name: 'Ann', last_name: 'Marie Smith', mobile_number: fresh.mobile };
        expect(account.user).toMatchObject(stored);
        expect((await post(`/auth/verify/${encodeURIComponent(await nextCode(account.email))}`)).status).toBe(200);
        const { token } = await signIn(account.email, account.password);
        expect((await get<{ data: ApiUser }>('/auth/user', token)).body.data).toMatchObject(stored);

        // The same number however it is typed: registered, and not free for another account.
        for (const form of [
          fresh.mobile,
          `0044 ${fresh.mobile.slice(1)}`,
          `(${fresh.mobile.slice(0, 5)}) ${fresh.mobile.slice(5)}`,
        ]) {
          expect((await get(`/user/is-phone-registered/${encodeURIComponent(form)}`)).body, form).toEqual({
            registered: true,
          });
        }
        const again = await post<Body>('/auth/customer/register', {
          fullName: 'Bob Jones',
          email: newAccount().email,
          mobile_number: fresh.mobile,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
        });
        expect(again.status).toBe(409);
        expect(again.body).toEqual({ message: 'This mobile number is already registered' });
      });

      it('says whether an e-mail address or a mobile number is registered', async () => {
        const account = await client.registerCustomer();
        expect((await get(`/user/is-email-registered/${account.email.toUpperCase()}`)).body).toEqual({
          registered: true,
        });
        expect((await get(`/user/is-email-registered/${newAccount().email}`)).body).toEqual({ registered: false });
        expect((await get(`/user/is-phone-registered/${account.mobile}`)).body).toEqual({ registered: true });
        expect((await get(`/user/is-phone-registered/${newAccount().mobile}`)).body).toEqual({ registered: false });
      });
    });

    describe('sessions', () => {
      it('logs in with { token, user } and an HttpOnly cookie; the token works as cookie and as bearer', async () => {
        const account = await client.verifiedCustomer();
        const response = await login(account.email.toUpperCase(), account.password);
        expect(response.status).toBe(200);
        const cookie = response.headers.get('set-cookie') ?? '';
        expect(cookie).toContain(`auth_token=${response.body.token}`);
        expect(cookie).toMatch(/HttpOnly/i);
        expect(cookie).toMatch(/SameSite=Lax/i);
        expect(cookie).toMatch(/Path=\//);
        expect(cookie).toContain('Max-Age=2592000');

        const viaCookie = await client.call<{ data: ApiUser }>('GET', '/auth/user', {
          headers: { cookie: `auth_token=${response.body.token}` },
        });
        const viaBearer = await get<{ data: ApiUser }>('/auth/user', response.body.token);
        expect(viaCookie.status).toBe(200);
        expect(viaBearer.status).toBe(200);
        expect(viaBearer.body).toEqual({ data: response.body.user });
        expect(viaCookie.body.data).toMatchObject({ id: account.user.id, email: account.email, impersonating: false });
      });

      it('answers /auth/user without a token with 401 "Please log in" and clears the cookie', async () => {
        const response = await get<Body>('/auth/user');
        expect(response.status).toBe(401);
        expect(response.body).toEqual(UNAUTHENTICATED);
        expect(response.headers.get('set-cookie')).toMatch(/^auth_token=;/);
      });

      it('logs out: the cookie is cleared and the same token is 401 afterwards', async () => {
        const { token } = await client.verifiedCustomer();
        const out = await post<Body>('/auth/logout', undefined, token);
        expect(out.status).toBe(200);
        expect(out.body).toEqual({ message: 'Logged out' });
        expect(out.headers.get('set-cookie')).toMatch(/^auth_token=;/);
        const after = await get<Body>('/auth/user', token);
        expect(after.status).toBe(401);
        expect(after.body).toEqual(UNAUTHENTICATED);
        expect((await post('/auth/logout', undefined, token)).status).toBe(401);
      });

      it('logs out of all devices: every session ends at once, this one included', async () => {
        const account = await client.verifiedCustomer();
        const phone = await signIn(account.email, account.password);
        const out = await post<Body>('/auth/logout-all', undefined, account.token);
        expect(out.status).toBe(200);
        expect(out.body).toEqual({ message: 'You have been logged out of all devices' });
        expect(out.headers.get('set-cookie')).toMatch(/^auth_token=;/);
        expect((await get('/auth/user', account.token)).status).toBe(401);
        expect((await get('/auth/user', phone.token)).status).toBe(401);
        expect((await login(account.email, account.password)).status).toBe(200);
      });

      it('ends every other session when the password changes; this one stays', async () => {
        const account = await client.verifiedCustomer();
        const other = await signIn(account.email, account.password);
        expect((await get('/auth/user', other.token)).status).toBe(200);
        const changed = await post<Body>(
          '/auth/update-password',
          { currentPassword: account.password, new_password: 'Rainy-Days-43', passwordConfirmation: 'Rainy-Days-43' },
          account.token,
        );
        expect(changed.status).toBe(200);
        expect((await get('/auth/user', other.token)).status).toBe(401);
        expect((await get('/auth/user', account.token)).status).toBe(200);
      });

      it('refuses a cross-site form post made with the cookie (CSRF); the same site gets through', async () => {
        const { token } = await client.verifiedCustomer();
        const host = new URL(target().url).host;
        const forged = await client.call<Body>('POST', '/auth/logout', {
          headers: {
            cookie: `auth_token=${token}`,
            origin: 'https://evil.example',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: undefined,
        });
        expect(forged.status).toBe(403);
        expect(forged.body.error).toBe('cross_site_request');
        expect((await get('/auth/user', token)).status).toBe(200);
        const own = await client.call<Body>('POST', '/auth/logout', {
          headers: { cookie: `auth_token=${token}`, origin: `http://${host}` },
        });
        expect(own.status).toBe(200);
      });

      it('limits sign-ups per e-mail address (3 per window), whatever the outcome', async () => {
        const account = newAccount();
        const body = {
          fullName: account.fullName,
          email: account.email,
          mobile_number: account.mobile,
          password: account.password,
          passwordConfirm: account.password,
        };
        const statuses = [];
        for (let i = 0; i < 4; i++) statuses.push((await post('/auth/customer/register', body)).status);
        expect(statuses).toEqual([201, 409, 409, 429]);
      });

      it('answers a wrong password and an unknown e-mail with the same 401', async () => {
        const account = await client.verifiedCustomer();
        const wrong = await login(account.email, 'Not-The-Password-1');
        const unknown = await login(newAccount().email, 'Not-The-Password-1');
        expect(wrong.status).toBe(401);
        expect(wrong.body).toEqual({ message: 'Invalid email or password' });
        expect(unknown.status).toBe(401);
        expect(unknown.body).toEqual(wrong.body);
      });

      it('locks an account after 5 failed logins with 429, even for the right password', async () => {
        const account = await client.verifiedCustomer();
        for (let i = 0; i < 5; i++) expect((await login(account.email, `Wrong-password-${i}`)).status).toBe(401);
        const locked = await login(account.email, account.password);
        expect(locked.status).toBe(429);
        expect(locked.body.message).toMatch(/^Too many login attempts, please try again in \d+ minutes?$/);
        // Other accounts are not affected.
        const other = await client.verifiedCustomer();
        expect((await login(other.email, other.password)).status).toBe(200);
      });
    });

    describe('passwords', () => {
      it('resets a forgotten password with the e-mailed code, answering the same for an unknown account', async () => {
        const account = await client.verifiedCustomer();
        const before = await seen(account.email);
        const known = await post<Body>(`/auth/security-code/${encodeURIComponent(account.email)}/send`);
        const unknown = await post<Body>(`/auth/security-code/${encodeURIComponent(newAccount().email)}/send`);
        expect(known.status).toBe(200);
        expect(known.body).toEqual({ message: 'If an account exists for it, we have sent a code.' });
        expect(unknown.status).toBe(200);
        expect(unknown.body).toEqual(known.body);
        const code = await nextCode(account.email, before);

        const wrongCode = await post<Body>('/auth/change-password', {
          code: 'ABCDEFGH',
          password: 'Brand-New-Pass-1',
          passwordConfirm: 'Brand-New-Pass-1',
        });
        expect(wrongCode.status).toBe(400);
        expect(wrongCode.body).toEqual({ message: 'This code is invalid or has expired' });

        const reset = await post<Body>('/auth/change-password', {
          code,
          password: 'Brand-New-Pass-1',
          passwordConfirm: 'Brand-New-Pass-1',
        });
        expect(reset.status).toBe(200);
        expect(reset.body).toEqual({ message: 'Your password has been reset. You can now log in.' });
        expect((await login(account.email, account.password)).status).toBe(401);
        expect((await login(account.email, 'Brand-New-Pass-1')).status).toBe(200);
        const reused = await post<Body>('/auth/change-password', {
          code,
          password: 'Another-Pass-22',
          passwordConfirm: 'Another-Pass-22',
        });
        expect(reused.status).toBe(400);
      });

      it('sends the reset code by SMS for a mobile number', async () => {
        const account = await client.verifiedCustomer();
        const response = await post<Body>(`/auth/security-code/${account.mobile}/send`);
        expect(response.status).toBe(200);
        const sms = await nextMessage(account.mobile);
        expect(sms.channel).toBe('sms');
        const reset = await post<Body>('/auth/change-password', {
          code: codeIn(sms),
          password: 'Texted-Pass-123',
          passwordConfirm: 'Texted-Pass-123',
        });
        expect(reset.status).toBe(200);
        expect((await login(account.email, 'Texted-Pass-123')).status).toBe(200);
      });

      it("updates the password, with the spec's four field messages and the wrong-current-password answer", async () => {
        const { token, email, password } = await client.verifiedCustomer();
        const update = (body: Record<string, string>) =>
          post<Body & { status_code?: number }>('/auth/update-password', body, token);

        const cases: [Record<string, string>, { path: string; message: string }][] = [
          [
            { currentPassword: '', new_password: 'Brand-New-1', passwordConfirmation: 'Brand-New-1' },
            { path: 'currentPassword', message: 'Please enter your current password.' },
          ],
          [
            { currentPassword: password, new_password: '', passwordConfirmation: '' },
            { path: 'new_password', message: 'Please enter your new password.' },
          ],
          [
            { currentPassword: password, new_password: 'short', passwordConfirmation: 'short' },
            { path: 'new_password', message: 'Your new password must have 8 characters or more.' },
          ],
          [
            { currentPassword: password, new_password: 'Brand-New-1', passwordConfirmation: 'Brand-New-2' },
            { path: 'passwordConfirmation', message: 'The two passwords do not match.' },
          ],
        ];
        for (const [body, problem] of cases) {
          const response = await update(body);
          expect(response.status).toBe(400);
          expect(response.body.errors).toEqual(expect.arrayContaining([problem]));
        }

        const wrongCurrent = await update({
          currentPassword: 'Not-My-Password-1',
          new_password: 'Brand-New-1',
          passwordConfirmation: 'Brand-New-1',
        });
        expect(wrongCurrent.status).toBe(400);
        expect(wrongCurrent.body).toEqual({ status_code: 400, message: 'Your current password is incorrect.' });

        const ok = await update({
          currentPassword: password,
          new_password: 'Brand-New-1',
          passwordConfirmation: 'Brand-New-1',
        });
        expect(ok.status).toBe(200);
        expect(ok.body).toEqual({ message: 'Your password has been successfully updated.' });
        expect((await login(email, password)).status).toBe(401);
        expect((await login(email, 'Brand-New-1')).status).toBe(200);
      });
    });

    describe('profile', () => {
      it('updates the name from JSON (first/last name or a full name)', async () => {
        const { token } = await client.verifiedCustomer();
        const split = await post<{ data: ApiUser; message: string }>(
          '/user',
          { first_name: 'Anna', last_name: 'Jones' },
          token,
        );
        expect(split.status).toBe(200);
        expect(split.body.message).toBe('Profile updated successfully!');
        expect(split.body.data).toMatchObject({ first_name: 'Anna', last_name: 'Jones' });
        const full = await post<{ data: ApiUser }>('/user', { name: 'Mary Brown' }, token);
        expect(full.body.data).toMatchObject({ first_name: 'Mary', last_name: 'Brown' });
        expect((await get<{ data: ApiUser }>('/auth/user', token)).body.data).toMatchObject({ first_name: 'Mary' });
        const missing = await post<Body>('/user', {}, token);
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toEqual(
          expect.arrayContaining([{ path: 'first_name', message: 'First name is required' }]),
        );
      });

      it('takes a real PNG as the picture, serves it, refuses a renamed text file and a file over 2 MB, and deletes it', async () => {
        const { token } = await client.verifiedCustomer();
        const uploaded = await post<{ data: ApiUser }>(
          '/user',
          formWith({
            first_name: 'Ann',
            last_name: 'Picture',
            avatar: { content: tinyPng, filename: 'me.png', type: 'image/png' },
          }),
          token,
        );
        expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
        const avatar = uploaded.body.data.avatar;
        expect(avatar).toMatch(/^\/api\/user\/avatar\/[\w-]+$/);
        expect(uploaded.body.data.last_name).toBe('Picture');

        const image = await fetch(`${target().url}${avatar}`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/webp');
        expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        // Re-encoded on the server (no EXIF/GPS, at most 512 px): a WebP, not the uploaded bytes.
        expect(
          Buffer.from(await image.arrayBuffer())
            .subarray(8, 12)
            .toString('latin1'),
        ).toBe('WEBP');

        const renamed = await post<Body>(
          '/user',
          formWith({
            avatar: { content: Buffer.from('not an image at all'), filename: 'fake.png', type: 'image/png' },
          }),
          token,
        );
        expect(renamed.status).toBe(400);
        expect(renamed.body).toEqual({ message: 'Invalid file type! JPG, PNG, or HEIF only.' });

        const tooBig = Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]);
        const big = await post<Body>(
          '/user',
          formWith({ avatar: { content: tooBig, filename: 'big.png', type: 'image/png' } }),
          token,
        );
        expect(big.status).toBe(413);
        expect(big.body).toEqual({ message: 'File size exceeds 2MB!' });
        expect((await get<{ data: ApiUser }>('/auth/user', token)).body.data.avatar).toBe(avatar);

        const removed = await post<{ data: ApiUser }>('/user/deleteUserProfile', undefined, token);
        expect(removed.status).toBe(200);
        expect(removed.body.data.avatar).toBeNull();
        expect((await fetch(`${target().url}${avatar}`)).status).toBe(404);
      });

      it('changes the e-mail address with the code sent to the new one', async () => {
        const account = await client.verifiedCustomer();
        const newEmail = newAccount().email;
        const mismatch = await put<Body>(
          '/user/update-email',
          { email: newEmail, confirmedEmail: newAccount().email, currentPassword: account.password },
          account.token,
        );
        expect(mismatch.status).toBe(400);
        expect(mismatch.body.message).toEqual(expect.any(String));

        const withoutPassword = await put<Body>(
          '/user/update-email',
          { email: newEmail, confirmedEmail: newEmail },
          account.token,
        );
        expect(withoutPassword.status).toBe(400);
        expect(withoutPassword.body.errors).toEqual([
          { path: 'currentPassword', message: 'Please enter your current password.' },
        ]);
        const wrongPassword = await put<Body>(
          '/user/update-email',
          { email: newEmail, confirmedEmail: newEmail, currentPassword: 'Not-My-Password-1' },
          account.token,
        );
        expect(wrongPassword.status).toBe(400);
        expect(wrongPassword.body).toEqual({ message: 'Your current password is incorrect.' });

        const elsewhere = await signIn(account.email, account.password);
        const requested = await put(
          '/user/update-email',
          { email: newEmail, confirmedEmail: newEmail, currentPassword: account.password },
          account.token,
        );
        expect(requested.status, JSON.stringify(requested.body)).toBe(200);
        expect(requested.body).toEqual([]);
        const code = await nextCode(newEmail);

        const wrong = await post<Body>(
          '/user/confirm-update-email',
          {
            email: newEmail,
            confirmedEmail: newEmail,
            verificationCode: code === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH',
          },
          account.token,
        );
        expect(wrong.status).toBe(400);
        expect(wrong.body).toEqual({ message: 'Invalid verification code.' });

        const confirmed = await post<{ data: ApiUser; message: string }>(
          '/user/confirm-update-email',
          { email: newEmail, confirmedEmail: newEmail, verificationCode: code },
          account.token,
        );
        expect(confirmed.status).toBe(200);
        expect(confirmed.body.message).toBe('Email verified successfully!');
        expect(confirmed.body.data.email).toBe(newEmail);
        // Every other session ended; this one stays.
        expect((await get('/auth/user', elsewhere.token)).status).toBe(401);
        expect((await get('/auth/user', account.token)).status).toBe(200);
        expect((await login(newEmail, account.password)).status).toBe(200);
        expect((await login(account.email, account.password)).status).toBe(401);
      });

      it('changes the mobile number with the code sent by SMS', async () => {
        const account = await client.verifiedCustomer();
        const newMobile = newAccount().mobile;
        const requested = await put('/user/update-phone', { mobile_number: newMobile }, account.token);
        expect(requested.status, JSON.stringify(requested.body)).toBe(200);
        const sms = await nextMessage(newMobile);
        expect(sms.channel).toBe('sms');
        const wrong = await post<Body>(
          '/user/confirm-update-phone',
          { mobile_number: newMobile, verificationCode: codeIn(sms) === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH' },
          account.token,
        );
        expect(wrong.status).toBe(400);
        expect(wrong.body).toEqual({ message: 'Invalid verification code.' });
        const confirmed = await post<{ data: ApiUser; message: string }>(
          '/user/confirm-update-phone',
          { mobile_number: newMobile, verificationCode: codeIn(sms) },
          account.token,
        );
        expect(confirmed.status).toBe(200);
        expect(confirmed.body).toMatchObject({
          message: 'Phone number verified successfully!',
          data: { mobile_number: newMobile },
        });
      });

      it('saves and reads back the notification settings', async () => {
        const { token } = await client.verifiedCustomer();
        const initial = await get('/notifications/settings', token);
        expect(initial.status).toBe(200);
        expect(initial.body).toEqual({
          // SMS quiet hours are on for a new account, and lead e-mails come one per lead.
          notificationChannels: {
            email: expect.any(Boolean),
            sms: expect.any(Boolean),
            smsQuietHours: true,
            leadEmails: 'each',
          },
          notifiableEvents: {
            messages: expect.any(Boolean),
            newsletters: expect.any(Boolean),
            specialOffers: expect.any(Boolean),
            recommendations: expect.any(Boolean),
            newJobLeads: expect.any(Boolean),
          },
        });
        const wanted = {
          notificationChannels: { email: false, sms: true, smsQuietHours: false, leadEmails: 'hourly' as const },
          notifiableEvents: {
            messages: true,
            newsletters: false,
            specialOffers: true,
            recommendations: false,
            newJobLeads: true,
          },
        };
        const saved = await put('/notifications/settings', wanted, token);
        expect(saved.status).toBe(200);
        expect(saved.body).toEqual(wanted);
        expect((await get('/notifications/settings', token)).body).toEqual(wanted);
        // A save that leaves quiet hours and lead e-mails out (an older client) keeps them as they were.
        const { smsQuietHours: _kept, leadEmails: _keptToo, ...olderChannels } = wanted.notificationChannels;
        const older = await put('/notifications/settings', { ...wanted, notificationChannels: olderChannels }, token);
        expect(older.body).toEqual(wanted);
        expect((await put('/notifications/settings', { notificationChannels: {} }, token)).status).toBe(400);
        expect((await get('/notifications/settings')).status).toBe(401);
      });

      it('deletes the account with the current password: the token stops working and the login fails', async () => {
        const account = await client.verifiedCustomer();
        const deleteWith = (body: unknown) => client.call<Body>('DELETE', '/user', { body, token: account.token });
        expect((await deleteWith({})).status).toBe(400);
        const wrong = await deleteWith({ currentPassword: 'Not-My-Password-1' });
        expect(wrong.status).toBe(400);
        expect(wrong.body).toEqual({ message: 'Your current password is incorrect.' });
        expect((await get('/auth/user', account.token)).status).toBe(200);
        const deleted = await deleteWith({ currentPassword: account.password });
        expect(deleted.status).toBe(200);
        expect(deleted.body).toEqual({ message: 'Your account has been deleted' });
        expect(deleted.headers.get('set-cookie')).toMatch(/^auth_token=;/);
        expect((await get<Body>('/auth/user', account.token)).body).toEqual(UNAUTHENTICATED);
        expect((await login(account.email, account.password)).status).toBe(401);
        expect((await get(`/user/is-email-registered/${account.email}`)).body).toEqual({ registered: false });
      });
    });

    describe('admin and impersonation', () => {
      it('signs an admin in with the e-mailed code after the credentials check', async () => {
        const wrongPassword = await post<Body>('/auth/admin/credentials/check', {
          email: DEMO_ADMIN.email,
          password: 'Not-The-Admin-Password',
        });
        expect(wrongPassword.status).toBe(401);
        const customer = await client.verifiedCustomer();
        const notAdmin = await post<Body>('/auth/admin/credentials/check', {
          email: customer.email,
          password: customer.password,
        });
        expect(notAdmin.status).toBe(401);

        const before = await seen(DEMO_ADMIN.email);
        const checked = await post<Body>('/auth/admin/credentials/check', DEMO_ADMIN);
        expect(checked.status).toBe(200);
        expect(checked.body).toEqual({ message: 'We have sent a sign-in code to your email' });
        const code = await nextCode(DEMO_ADMIN.email, before);

        const wrongCode = await post<Body>('/auth/admin/login', {
          email: DEMO_ADMIN.email,
          code: code === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH',
        });
        expect(wrongCode.status).toBe(401);
        expect(wrongCode.body).toEqual({ message: 'This sign-in code is invalid or has expired' });

        const signedIn = await post<{ token: string; user: ApiUser }>('/auth/admin/login', {
          email: DEMO_ADMIN.email,
          code,
        });
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.user).toMatchObject({ email: DEMO_ADMIN.email, userType: 'admin', impersonating: false });
        expect(signedIn.headers.get('set-cookie')).toContain(`auth_token=${signedIn.body.token}`);
        expect((await get('/auth/user', signedIn.body.token)).status).toBe(200);
        expect((await post('/auth/admin/login', { email: DEMO_ADMIN.email, code })).status).toBe(401);
      });

      it('does not let a customer impersonate anyone (403)', async () => {
        const customer = await client.verifiedCustomer();
        const other = await client.verifiedCustomer();
        const response = await post<Body>('/admin/impersonate/login', { email: other.email }, customer.token);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'You do not have access to this' });
      });

      it('lets an admin act as a customer, refuses password changes meanwhile, and returns to the admin', async () => {
        const customer = await client.verifiedCustomer();
        const adminSession = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
        expect(adminSession.user.userType).toBe('admin');

        const unknown = await post<Body>('/admin/impersonate/login', { email: newAccount().email }, adminSession.token);
        expect(unknown.status).toBe(404);
        expect(unknown.body).toEqual({ message: 'No user with that email' });

        const impersonation = await post<{ token: string; user: ApiUser }>(
          '/admin/impersonate/login',
          { email: customer.email },
          adminSession.token,
        );
        expect(impersonation.status, JSON.stringify(impersonation.body)).toBe(200);
        expect(impersonation.body.user).toMatchObject({
          id: customer.user.id,
          userType: 'customer',
          impersonating: true,
        });
        expect(impersonation.headers.get('set-cookie')).toContain(`auth_token=${impersonation.body.token}`);
        const asCustomer = impersonation.body.token;
        expect((await get<{ data: ApiUser }>('/auth/user', asCustomer)).body.data).toMatchObject({
          id: customer.user.id,
          impersonating: true,
        });

        const password = await post<Body>(
          '/auth/update-password',
          { currentPassword: customer.password, new_password: 'Admin-Chose-1', passwordConfirmation: 'Admin-Chose-1' },
          asCustomer,
        );
        expect(password.status).toBe(403);
        expect((await login(customer.email, customer.password)).status).toBe(200);
        expect((await del('/user', asCustomer)).status).toBe(403);
        // The impersonation session is the customer's: admin routes are closed to it.
        expect((await post('/admin/impersonate/login', { email: customer.email }, asCustomer)).status).toBe(403);

        const back = await post<{ token: string; user: ApiUser }>('/login/back-as-admin', undefined, asCustomer);
        expect(back.status).toBe(200);
        expect(back.body.user).toMatchObject({ email: DEMO_ADMIN.email, userType: 'admin', impersonating: false });
        expect(back.headers.get('set-cookie')).toContain(`auth_token=${back.body.token}`);
        expect((await get<{ data: ApiUser }>('/auth/user', back.body.token)).body.data.userType).toBe('admin');
        expect((await get('/auth/user', asCustomer)).status).toBe(401);
      });

      it("gives an impersonation one hour at most, and ends it with the admin's logout", async () => {
        const customer = await client.verifiedCustomer();
        const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
        const impersonation = await post<{ token: string }>(
          '/admin/impersonate/login',
          { email: customer.email },
          admin.token,
        );
        expect(impersonation.status).toBe(200);
        expect(impersonation.headers.get('set-cookie')).toContain('Max-Age=3600');
        const claims = JSON.parse(Buffer.from(impersonation.body.token.split('.')[1] ?? '', 'base64url').toString());
        expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);
        expect((await get('/auth/user', impersonation.body.token)).status).toBe(200);

        expect((await post('/auth/logout', undefined, admin.token)).status).toBe(200);
        expect((await get('/auth/user', impersonation.body.token)).status).toBe(401);
        expect((await get('/auth/user', customer.token)).status).toBe(200);
      });

      it('answers back-as-admin without an impersonation with 403', async () => {
        const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
        const response = await post<Body>('/login/back-as-admin', undefined, admin.token);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'You are not impersonating anyone' });
        const customer = await client.verifiedCustomer();
        expect((await post('/login/back-as-admin', undefined, customer.token)).status).toBe(403);
      });
    });

    describe('dev mailbox', () => {
      it('lists what was sent to a recipient, newest first', async () => {
        const account = await client.registerCustomer();
        await nextMessage(account.email);
        await post('/auth/verify/resend', { email: account.email });
        await expect.poll(async () => (await mailbox(account.email)).length).toBe(2);
        const messages = await mailbox(account.email);
        expect(messages.every((m) => m.recipient === account.email && m.channel === 'email')).toBe(true);
        expect(Date.parse(messages[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(
          Date.parse(messages[1]?.createdAt ?? ''),
        );
      });
    });
  });
}
