import { BusinessVettingChanged, DOCUMENT_MAX_BYTES, type identityRpc } from '@localpros/contracts';
import { type DbOrTx, type EventRecorder, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../accounts/user-queries.js';
import { recordAdminAction } from '../admin/admin-action.js';
import type { IdentityContext } from '../context.js';
import { businessDocuments, businessProfiles, documentKinds } from '../schema.js';
import { companyNumberField } from './company-number.js';
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_REFUSED,
  DOCUMENT_UNREADABLE,
  documentTypeOf,
  safeFileName,
} from './document-content.js';
import { documentParses } from './document-parses.js';

export const MAX_DOCUMENTS = 20;
const NO_DOCUMENT = 'No such document';
const uuid = z.uuid();

const listed = {
  id: businessDocuments.id,
  kind: businessDocuments.kind,
  fileName: businessDocuments.fileName,
  mimeType: businessDocuments.mimeType,
  size: businessDocuments.size,
  uploadedAt: businessDocuments.uploadedAt,
};
type ListedRow = { [K in keyof typeof listed]: (typeof businessDocuments.$inferSelect)[K] };
const toMessage = (row: ListedRow): identityRpc.BusinessDocument => ({
  ...row,
  uploadedAt: row.uploadedAt.toISOString(),
});

async function requireBusiness(db: DbOrTx, businessId: string) {
  if (!uuid.safeParse(businessId).success) throw RpcError.notFound('No such business');
  const user = await requireUser(db, businessId);
  if (user.userType !== 'business') throw RpcError.notFound('No such business');
  return user;
}

/** The business's vetting record as it now stands, for the admin's Businesses table. */
async function recordVettingChanged(tx: Tx, events: EventRecorder, businessId: string) {
  const [profile] = await tx
    .select({ companyNumber: businessProfiles.companyNumber })
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, businessId));
  const [documents] = await tx
    .select({ value: count() })
    .from(businessDocuments)
    .where(eq(businessDocuments.businessId, businessId));
  await events.record(BusinessVettingChanged, {
    businessId,
    companyNumber: profile?.companyNumber ?? null,
    documentsCount: documents?.value ?? 0,
    changedAt: new Date().toISOString(),
  });
}

/** The business's own documents (the access rules made businessId the caller's). */
export function listBusinessDocuments(
  { db }: IdentityContext,
  request: identityRpc.BusinessDocumentsRequest,
): Promise<identityRpc.BusinessDocumentsResponse> {
  return documentsOf(db, request.businessId);
}

/** A business's documents as an admin sees them. */
export function adminListBusinessDocuments(
  { db }: IdentityContext,
  request: identityRpc.AdminBusinessDocumentsRequest,
): Promise<identityRpc.BusinessDocumentsResponse> {
  return documentsOf(db, request.businessId);
}

/** The business's own document, with its content. */
export function getBusinessDocument(
  { db }: IdentityContext,
  request: identityRpc.BusinessDocumentRef,
): Promise<identityRpc.BusinessDocumentFile> {
  return documentFile(db, request.businessId, request.documentId);
}

async function documentsOf(db: DbOrTx, businessId: string): Promise<identityRpc.BusinessDocumentsResponse> {
  await requireBusiness(db, businessId);
  const rows = await db
    .select(listed)
    .from(businessDocuments)
    .where(eq(businessDocuments.businessId, businessId))
    .orderBy(asc(businessDocuments.uploadedAt), asc(businessDocuments.id));
  const [profile] = await db
    .select({ companyNumber: businessProfiles.companyNumber })
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, businessId));
  return { documents: rows.map(toMessage), companyNumber: profile?.companyNumber ?? undefined };
}

async function documentFile(
  db: DbOrTx,
  businessId: string,
  documentId: string,
): Promise<identityRpc.BusinessDocumentFile> {
  await requireBusiness(db, businessId);
  if (!uuid.safeParse(documentId).success) throw RpcError.notFound(NO_DOCUMENT);
  const [row] = await db
    .select({ ...listed, content: businessDocuments.content })
    .from(businessDocuments)
    .where(and(eq(businessDocuments.id, documentId), eq(businessDocuments.businessId, businessId)));
  if (!row) throw RpcError.notFound(NO_DOCUMENT);
  const { content, ...document } = row;
  return { document: toMessage(document), content };
}

/**
 * An admin opens a business's vetting document (an ID, an insurance policy): personal data, so the
 * view is in the audit log, written in the transaction that read the file.
 */
export function viewBusinessDocumentAsAdmin(
  { outbox }: IdentityContext,
  request: identityRpc.AdminBusinessDocumentRef,
): Promise<identityRpc.BusinessDocumentFile> {
  return outbox.transaction(async (tx, events) => {
    const file = await documentFile(tx, request.businessId, request.documentId);
    await recordAdminAction(
      events,
      request.adminId,
      'business_document_viewed',
      { type: 'business', id: request.businessId },
      `${file.document?.kind ?? 'document'} ${request.documentId}`,
    );
    return file;
  });
}

const uploadInput = z.object({
  kind: z.enum(documentKinds, { message: 'Document kind must be insurance, id, qualification or other' }),
  fileName: z.string().max(255, 'File name is too long'),
});

/** Settings → Business: a PDF, JPEG or PNG of at most 5 MB, its type told by its content. */
export async function uploadBusinessDocument(
  { outbox }: IdentityContext,
  request: identityRpc.UploadBusinessDocumentRequest,
): Promise<identityRpc.BusinessDocumentResponse> {
  const input = parseOrInvalid(uploadInput, request);
  const content = Buffer.from(request.content ?? new Uint8Array());
  if (content.length === 0) throw RpcError.invalidArgument('The document is empty');
  if (content.length > DOCUMENT_MAX_BYTES) throw RpcError.invalidArgument(DOCUMENT_TOO_LARGE);
  const type = documentTypeOf(content);
  if (!type) throw RpcError.invalidArgument(DOCUMENT_TYPE_REFUSED);
  if (!(await documentParses(content, type.mimeType))) throw RpcError.invalidArgument(DOCUMENT_UNREADABLE);
  return outbox.transaction(async (tx, events) => {
    await requireBusiness(tx, request.businessId);
    await requireUser(tx, request.businessId, { forUpdate: true });
    const [existing] = await tx
      .select({ value: count() })
      .from(businessDocuments)
      .where(eq(businessDocuments.businessId, request.businessId));
    if ((existing?.value ?? 0) >= MAX_DOCUMENTS) {
      throw RpcError.failedPrecondition(`A business may keep at most ${MAX_DOCUMENTS} documents`);
    }
    const [row] = await tx
      .insert(businessDocuments)
      .values({
        businessId: request.businessId,
        kind: input.kind,
        fileName: safeFileName(input.fileName, type.extension),
        mimeType: type.mimeType,
        size: content.length,
        content,
      })
      .returning(listed);
    if (!row) throw new Error('insert returned no document');
    await recordVettingChanged(tx, events, request.businessId);
    return { document: toMessage(row) };
  });
}

export async function deleteBusinessDocument(
  { outbox }: IdentityContext,
  request: identityRpc.BusinessDocumentRef,
): Promise<identityRpc.Empty> {
  if (!uuid.safeParse(request.documentId).success) throw RpcError.notFound(NO_DOCUMENT);
  await outbox.transaction(async (tx, events) => {
    await requireBusiness(tx, request.businessId);
    const deleted = await tx
      .delete(businessDocuments)
      .where(and(eq(businessDocuments.id, request.documentId), eq(businessDocuments.businessId, request.businessId)))
      .returning({ id: businessDocuments.id });
    if (deleted.length === 0) throw RpcError.notFound(NO_DOCUMENT);
    await recordVettingChanged(tx, events, request.businessId);
  });
  return {};
}

const companyNumberInput = z.object({ companyNumber: companyNumberField.optional() });

/** The Companies House number on the business profile; absent clears it (sole traders). */
export async function setCompanyNumber(
  { outbox }: IdentityContext,
  request: identityRpc.SetCompanyNumberRequest,
): Promise<identityRpc.Empty> {
  const { companyNumber } = parseOrInvalid(companyNumberInput, request);
  await outbox.transaction(async (tx, events) => {
    await requireBusiness(tx, request.businessId);
    const updated = await tx
      .update(businessProfiles)
      .set({ companyNumber: companyNumber ?? null })
      .where(eq(businessProfiles.userId, request.businessId))
      .returning({ userId: businessProfiles.userId });
    if (updated.length === 0) throw RpcError.notFound('No such business');
    await recordVettingChanged(tx, events, request.businessId);
  });
  return {};
}
