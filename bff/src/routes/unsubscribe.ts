import {
  UNSUBSCRIBE_TOKEN_MAX_LENGTH,
  type UnsubscribeCategory,
  unsubscribeCategories,
  unsubscribeCategoryNames,
} from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { httpStatusFromGrpc, publicMessageFor } from '../http/grpc-status-to-http.js';

/** Where the confirmation links to, to switch a kind of e-mail back on (web/src/shared/config/paths.ts). */
const NOTIFICATION_SETTINGS_PATH = '/dashboard/settings/notifications';
/** RFC 8058: what a one-click POST carries (as a form field, url-encoded or multipart). */
const ONE_CLICK =
  /(^|&)List-Unsubscribe=One-Click(&|$)|name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/;
const ONE_CLICK_REQUIRED = 'A one-click unsubscribe sends List-Unsubscribe=One-Click (RFC 8058).';

// Longer than any token, so a token cut short or padded is identity's clear refusal, not a schema error.
const query = z.object({
  token: z
    .string()
    .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH * 4)
    .optional(),
});
const done = z.object({ message: z.string(), category: z.enum(unsubscribeCategories) });
/** A browser (Accept: text/html) gets a page; anything else the API's JSON. */
const pageOr = <T extends z.ZodType>(description: string, json: T) => ({
  description,
  content: { 'text/html': { schema: z.string() }, 'application/json': { schema: json } },
});
const answers = (ok: string) => ({
  200: pageOr(ok, done),
  400: pageOr('The token is missing or cut short (or, on POST, List-Unsubscribe=One-Click is missing)', errorBody),
  403: pageOr('The token was changed or not signed by LocalPros', errorBody),
});

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c);

/** A small page in the LocalPros look that works without the web app's scripts and without a session. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · LocalPros</title>
<style>
body{margin:0;background:#f3f6f9;color:#1f2933;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
main{max-width:560px;margin:48px auto;padding:32px;background:#fff;border-top:4px solid #006aa8;border-radius:8px}
.brand{display:flex;align-items:center;gap:10px;color:#006aa8;font-weight:bold;font-size:22px;text-decoration:none}
.brand span{display:inline-block;width:32px;height:32px;border-radius:7px;background:#006aa8;color:#fff;text-align:center;line-height:32px;font-size:20px}
h1{font-size:24px;line-height:1.3;margin:24px 0 12px}
a{color:#006aa8}
button{font:inherit;font-weight:bold;color:#fff;background:#006aa8;border:0;border-radius:8px;padding:12px 20px;cursor:pointer}
button:hover{background:#00507f}
button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
</style>
</head>
<body>
<main>
<a class="brand" href="/"><span aria-hidden="true">L</span>LocalPros</a>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const settingsLink = `<a href="${NOTIFICATION_SETTINGS_PATH}">Settings → Notifications</a>`;

/** The confirmation before the button: a GET never unsubscribes (mail scanners follow links). */
function confirmPage(category: UnsubscribeCategory, token: string): string {
  const what = unsubscribeCategoryNames[category];
  const action = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    `Unsubscribe from ${what}?`,
    `<p>LocalPros will stop sending you ${escapeHtml(what)}. Everything else stays as it is.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>
<p>You can switch them back on at any time in ${settingsLink}.</p>`,
  );
}

const doneMessage = (category: UnsubscribeCategory) =>
  `You are unsubscribed: LocalPros will send you no more ${unsubscribeCategoryNames[category]}.`;

function donePage(category: UnsubscribeCategory): string {
  return page(
    'You are unsubscribed',
    `<p role="status">${escapeHtml(doneMessage(category))}</p>
<p>Changed your mind? Switch them back on in ${settingsLink}.</p>`,
  );
}

function refusedPage(message: string): string {
  return page('This unsubscribe link does not work', `<p role="alert">${escapeHtml(message)}</p>`);
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** A refused token as a 4xx: a page for a browser, the API's error body for anything else. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof RpcError)) throw error;
  const status = httpStatusFromGrpc(error.code);
  if (status >= 500) throw error;
  const message = publicMessageFor(status, error.message);
  if (wantsHtml(request)) return reply.code(status).type('text/html; charset=utf-8').send(refusedPage(message));
  return reply.code(status).send({ message });
}

/**
 * One-click unsubscribe (RFC 8058) from the links in e-mails, without a session: the token is
 * signed by notifications and checked by identity, which turns that kind of e-mail off in the
 * user's notification settings. GET shows a confirmation page with a button (mail scanners follow
 * links, so a GET changes nothing); POST with `List-Unsubscribe=One-Click` (what a mail provider's
 * unsubscribe button sends, and the page's button) unsubscribes and answers 200. The token is in
 * the query string, which the request log never writes (http/request-log.ts).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  // A mail provider posts a form, url-encoded or multipart: this plugin reads either as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, parsed) => {
    parsed(null, body);
  });

  app.get(
    '/unsubscribe',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['notifications'],
        summary: "An e-mail's unsubscribe link: a page asking to confirm (changes nothing)",
        querystring: query,
        response: answers('What the token unsubscribes from, and a button to confirm it'),
      },
    },
    async (request, reply) => {
      try {
        const { category } = await clients.identity.unsubscribe({ token: request.query.token ?? '', checkOnly: true });
        const known = done.shape.category.parse(category);
        reply.header('cache-control', 'no-store');
        if (wantsHtml(request))
          return reply.type('text/html; charset=utf-8').send(confirmPage(known, request.query.token ?? ''));
        return { message: `Confirm with POST /api/unsubscribe: ${doneMessage(known)}`, category: known };
      } catch (error) {
        return refuse(request, reply, error);
      }
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['notifications'],
        summary: 'One-click unsubscribe (RFC 8058): that kind of e-mail is switched off in the settings',
        querystring: query,
        body: z.string().max(4096).optional(),
        response: answers('Unsubscribed (or already): that kind of e-mail is off in the settings'),
      },
    },
    async (request, reply) => {
      if (!ONE_CLICK.test(request.body ?? '')) {
        if (wantsHtml(request)) {
          return reply.code(400).type('text/html; charset=utf-8').send(refusedPage(ONE_CLICK_REQUIRED));
        }
        return reply.code(400).send({ message: ONE_CLICK_REQUIRED });
      }
      try {
        const { category } = await clients.identity.unsubscribe({ token: request.query.token ?? '', checkOnly: false });
        const known = done.shape.category.parse(category);
        reply.header('cache-control', 'no-store');
        if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(donePage(known));
        return { message: doneMessage(known), category: known };
      } catch (error) {
        return refuse(request, reply, error);
      }
    },
  );
};
