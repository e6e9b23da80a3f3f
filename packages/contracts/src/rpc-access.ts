import type { AdminServiceService } from './grpc/admin.js';
import type { BillingServiceService } from './grpc/billing.js';
import type { IdentityServiceService } from './grpc/identity.js';
import type { JobsServiceService } from './grpc/jobs.js';
import type { MatchingServiceService } from './grpc/matching.js';
import type { MessagingServiceService } from './grpc/messaging.js';
import type { NotificationsServiceService } from './grpc/notifications.js';
import type { QuotesServiceService } from './grpc/quotes.js';
import type { ServiceName } from './services.js';

/**
 * Who may call each RPC. Every call carries a caller token (the calling service and the end
 * user, signed; packages/kit/src/grpc/caller-token.ts) and the kit checks it against this table
 * before the handler runs, on the network server and the in-process client alike
 * (packages/kit/src/grpc/access.ts). An RPC missing here is refused, and so is a new one: the
 * table must name every method of every contract (the type below fails otherwise).
 */

/**
 * The processes that call services, each with its own signing key (CALLER_SIGNING_KEY; the
 * services hold the public halves in CALLER_PUBLIC_KEYS). Services do not call each other today
 * (events only): one that starts to is added here with a key of its own.
 */
export const callingServices = ['bff'] as const;
export type CallingService = (typeof callingServices)[number];
/** Only the BFF signs in users, so only its tokens may name one: a service's key cannot act as a user. */
export const USER_TOKEN_ISSUER: CallingService = 'bff';
export type AccessUserType = 'customer' | 'business' | 'admin';

/** String fields of a request message. */
type StringFieldOf<Req> = { [K in keyof Req]-?: Req[K] extends string ? K : never }[keyof Req] & string;

export interface RpcAccessRule<Req = Record<string, string>> {
  /** The services allowed to call it. */
  callers: readonly CallingService[];
  /** 'none': no end user needed (sign-in, sign-up, reference data); else the user types allowed. */
  users: 'none' | readonly AccessUserType[];
  /**
   * Fields naming the acting user: empty is filled with the token's user, any other user is
   * refused (PERMISSION_DENIED). So a forged id in a message never reaches the handler.
   */
  actorFields?: readonly StringFieldOf<Req>[];
  /** Fields naming the acting user's session: the same rule against the token's session. */
  sessionFields?: readonly StringFieldOf<Req>[];
  /** Fields naming the impersonating admin: always overwritten from the token ('' when none). */
  impersonatorFields?: readonly StringFieldOf<Req>[];
  /**
   * Refused while an admin impersonates the user: the irreversible actions and changes to the
   * account, the same set the BFF's routes declare `impersonation: 'refused'` (e2e/security/
   * impersonation-refusals.e2e.test.ts holds the two together).
   */
  refusedWhileImpersonating?: boolean;
}

/** Refused while impersonating: the BFF's own 403 (bff/src/plugins/route-access.ts) uses the same text. */
export const IMPERSONATION_REFUSED_MESSAGE =
  'You are viewing this account as an admin: this action is not available while impersonating.';

type RequestOf<M> = M extends { requestDeserialize(value: Buffer): infer Req } ? Req : never;
type AccessTableOf<D> = { [M in keyof D]: RpcAccessRule<RequestOf<D[M]>> };

const bff = ['bff'] as const;
const anyUser = ['customer', 'business', 'admin'] as const;
const customer = ['customer'] as const;
const business = ['business'] as const;
const admin = ['admin'] as const;
const customerOrBusiness = ['customer', 'business'] as const;
/** Before a user is known, or data anyone may see. */
const publicCall = { callers: bff, users: 'none' } as const;
/** An admin's command: the admin id in the message is always the token's admin. */
const adminCommand = { callers: bff, users: admin, actorFields: ['adminId'] } as const;
const adminRead = { callers: bff, users: admin } as const;

const identity = {
  registerCustomer: publicCall,
  registerBusiness: publicCall,
  verifyAccount: publicCall,
  resendVerification: publicCall,
  login: publicCall,
  checkAdminCredentials: publicCall,
  completeAdminLogin: publicCall,
  // How the BFF learns the user of a session token: necessarily before it knows one.
  authenticateSession: publicCall,
  // The live hub's periodic check of the sessions its streams hold, no one user's: the BFF alone
  // signs for any user, and the answer says only which of the sessions it names are live.
  checkSessions: { callers: bff, users: 'none' },
  logout: { callers: bff, users: anyUser, sessionFields: ['sessionId'] },
  logoutEverywhere: { callers: bff, users: anyUser, sessionFields: ['sessionId'], refusedWhileImpersonating: true },
  recordImpersonatedRequest: { callers: bff, users: anyUser, sessionFields: ['sessionId'] },
  getUser: { callers: bff, users: anyUser, actorFields: ['userId'] },
  isEmailRegistered: publicCall,
  isPhoneRegistered: publicCall,
  sendSecurityCode: publicCall,
  resetPassword: publicCall,
  updatePassword: {
    callers: bff,
    users: anyUser,
    actorFields: ['userId'],
    sessionFields: ['sessionId'],
    impersonatorFields: ['impersonatorId'],
    refusedWhileImpersonating: true,
  },
  updateProfile: { callers: bff, users: anyUser, actorFields: ['userId'], refusedWhileImpersonating: true },
  setAvatar: { callers: bff, users: anyUser, actorFields: ['userId'], refusedWhileImpersonating: true },
  deleteAvatar: { callers: bff, users: anyUser, actorFields: ['userId'], refusedWhileImpersonating: true },
  getAvatar: publicCall,
  requestEmailChange: {
    callers: bff,
    users: anyUser,
    actorFields: ['userId'],
    impersonatorFields: ['impersonatorId'],
    refusedWhileImpersonating: true,
  },
  confirmEmailChange: {
    callers: bff,
    users: anyUser,
    actorFields: ['userId'],
    sessionFields: ['sessionId'],
    impersonatorFields: ['impersonatorId'],
    refusedWhileImpersonating: true,
  },
  requestPhoneChange: { callers: bff, users: anyUser, actorFields: ['userId'], refusedWhileImpersonating: true },
  confirmPhoneChange: { callers: bff, users: anyUser, actorFields: ['userId'], refusedWhileImpersonating: true },
  getNotificationSettings: { callers: bff, users: anyUser, actorFields: ['userId'] },
  updateNotificationSettings: {
    callers: bff,
    users: anyUser,
    actorFields: ['userId'],
    refusedWhileImpersonating: true,
  },
  // An e-mail's unsubscribe link, followed without a session: the signed token is the proof.
  unsubscribe: publicCall,
  deleteAccount: {
    callers: bff,
    users: anyUser,
    actorFields: ['userId'],
    impersonatorFields: ['impersonatorId'],
    refusedWhileImpersonating: true,
  },
  getBusinessProfile: { callers: bff, users: business, actorFields: ['userId'] },
  updateBusinessProfile: { callers: bff, users: business, actorFields: ['userId'], refusedWhileImpersonating: true },
  setBusinessLogo: { callers: bff, users: business, actorFields: ['userId'], refusedWhileImpersonating: true },
  deleteBusinessLogo: { callers: bff, users: business, actorFields: ['userId'], refusedWhileImpersonating: true },
  getBusinessLogo: publicCall,
  getPublicBusiness: publicCall,
  listPublicBusinesses: publicCall,
  countPublicBusinesses: publicCall,
  // Names (and numbers) of the people on the lists the BFF composes, public reviews included
  // (reviewers' names); the BFF's routes decide whose number a user sees.
  getUserContacts: publicCall,
  startImpersonation: { callers: bff, users: admin, sessionFields: ['adminSessionId'] },
  endImpersonation: { callers: bff, users: anyUser, sessionFields: ['sessionId'] },
  registerCustomerForAdmin: adminCommand,
  adminUpdateUser: adminCommand,
  setAccountActive: adminCommand,
  adminDeleteUser: adminCommand,
  adminResendVerification: adminCommand,
  adminVerifyBusiness: adminCommand,
  // Vetting documents: the business's own (businessId is always the token's business)…
  listBusinessDocuments: { callers: bff, users: business, actorFields: ['businessId'] },
  getBusinessDocument: { callers: bff, users: business, actorFields: ['businessId'] },
  uploadBusinessDocument: {
    callers: bff,
    users: business,
    actorFields: ['businessId'],
    refusedWhileImpersonating: true,
  },
  deleteBusinessDocument: {
    callers: bff,
    users: business,
    actorFields: ['businessId'],
    refusedWhileImpersonating: true,
  },
  setCompanyNumber: { callers: bff, users: business, actorFields: ['businessId'], refusedWhileImpersonating: true },
  // …and any business's, for an admin.
  adminListBusinessDocuments: adminCommand,
  adminGetBusinessDocument: adminCommand,
} satisfies AccessTableOf<typeof IdentityServiceService>;

const jobs = {
  listWorkCategories: publicCall,
  listLocations: publicCall,
  postJob: { callers: bff, users: customer, actorFields: ['customerId'], refusedWhileImpersonating: true },
  listCustomerJobs: { callers: bff, users: customer, actorFields: ['customerId'] },
  cancelJob: { callers: bff, users: customer, actorFields: ['customerId'], refusedWhileImpersonating: true },
  completeJob: {
    callers: bff,
    users: ['customer', 'business'],
    actorFields: ['userId'],
    refusedWhileImpersonating: true,
  },
  listBusinessJobs: { callers: bff, users: business, actorFields: ['businessId'] },
  // Jobs by id for lists the BFF composes from the user's own quotes.
  getJobs: { callers: bff, users: anyUser },
  postReview: { callers: bff, users: customer, actorFields: ['customerId'], refusedWhileImpersonating: true },
  replyToReview: { callers: bff, users: business, actorFields: ['businessId'], refusedWhileImpersonating: true },
  listBusinessReviews: publicCall,
  getBusinessRatings: publicCall,
  getReviewTotals: publicCall,
  getServicePrices: publicCall,
  postJobForCustomer: adminCommand,
  setJobActive: adminCommand,
  deleteJob: adminCommand,
  adminListWorkCategories: adminRead,
  addWorkCategory: adminCommand,
  updateWorkCategory: adminCommand,
  deleteWorkCategory: adminCommand,
  listCategoryServices: { callers: bff, users: admin, actorFields: ['adminId'] },
  addWorkService: adminCommand,
  updateWorkService: adminCommand,
  deleteWorkService: adminCommand,
  adminListReviews: adminRead,
  moderateReview: adminCommand,
  reportReview: {
    callers: bff,
    users: customerOrBusiness,
    actorFields: ['reporterId'],
    refusedWhileImpersonating: true,
  },
  listMyReviewReports: { callers: bff, users: customerOrBusiness, actorFields: ['reporterId'] },
  adminListReviewReports: adminRead,
  resolveReviewReport: adminCommand,
} satisfies AccessTableOf<typeof JobsServiceService>;

const matching = {
  listBusinessLeads: { callers: bff, users: business, actorFields: ['businessId'] },
  getLead: { callers: bff, users: business, actorFields: ['businessId'] },
  // Reveals the customer's mobile number to the business.
  markLeadInterested: { callers: bff, users: business, actorFields: ['businessId'], refusedWhileImpersonating: true },
  dismissLead: { callers: bff, users: business, actorFields: ['businessId'], refusedWhileImpersonating: true },
  // Taken before a quote is sent: as irreversible as the quote (a place is not given back yet).
  takeLeadPlace: { callers: bff, users: business, actorFields: ['businessId'], refusedWhileImpersonating: true },
  getJobPlaces: { callers: bff, users: customer, actorFields: ['customerId'] },
  closeJobToResponses: { callers: bff, users: customer, actorFields: ['customerId'], refusedWhileImpersonating: true },
  // The badge on public business pages and beside quotes: public data, no user needed.
  getResponseTimes: publicCall,
  // The business's own insights (an admin acting as it may read them).
  getLeadFunnel: { callers: bff, users: business, actorFields: ['businessId'] },
  findProviders: adminRead,
  countBusinesses: adminRead,
  // Gives the lead's place back for good: as irreversible as a response.
  reportLead: { callers: bff, users: business, actorFields: ['businessId'], refusedWhileImpersonating: true },
  listBusinessLeadReports: { callers: bff, users: business, actorFields: ['businessId'] },
  adminListLeadReports: adminRead,
  resolveLeadReport: adminCommand,
} satisfies AccessTableOf<typeof MatchingServiceService>;

const quotes = {
  sendQuote: { callers: bff, users: business, actorFields: ['businessId'], refusedWhileImpersonating: true },
  listQuotedLeadIds: { callers: bff, users: business, actorFields: ['businessId'] },
  acceptQuote: { callers: bff, users: customer, actorFields: ['customerId'], refusedWhileImpersonating: true },
  cancelQuote: { callers: bff, users: business, actorFields: ['businessId'], refusedWhileImpersonating: true },
  listJobQuotes: { callers: bff, users: customer, actorFields: ['customerId'] },
  listBusinessQuotes: { callers: bff, users: business, actorFields: ['businessId'] },
  countPendingQuotes: { callers: bff, users: customer, actorFields: ['customerId'] },
  getQuoteInsights: { callers: bff, users: business, actorFields: ['businessId'] },
} satisfies AccessTableOf<typeof QuotesServiceService>;

const notifications = {
  submitContactMessage: publicCall,
  // An admin's view of a user's recent deliveries (masked, no bodies); never the user's own.
  listUserDeliveries: adminRead,
  // Off production only (the service refuses it there); it has no user by design.
  listDevMailbox: publicCall,
  // The user's own notifications (admins have none). An admin acting as the user sees them, but
  // does not mark them read: what the user has not seen stays unread for the user.
  listNotifications: { callers: bff, users: customerOrBusiness, actorFields: ['userId'] },
  listNotificationsAfter: { callers: bff, users: customerOrBusiness, actorFields: ['userId'] },
  // The live hub's read of a NotificationsAdded for the streams its BFF holds, no one user's: each
  // row goes to its own user's streams only. The BFF alone may sign for any user, so this gives it
  // nothing it could not already read.
  listAddedNotifications: { callers: bff, users: 'none' },
  markNotificationsRead: {
    callers: bff,
    users: customerOrBusiness,
    actorFields: ['userId'],
    refusedWhileImpersonating: true,
  },
  // Web push: the key is public; a browser is subscribed only for the signed-in user, never by an
  // admin acting as one (the admin's browser would get the user's alerts).
  getWebPushPublicKey: publicCall,
  addPushSubscription: {
    callers: bff,
    users: anyUser,
    actorFields: ['userId'],
    // The browser's alerts end with this session (notifications' SessionsEnded consumer).
    sessionFields: ['sessionId'],
    refusedWhileImpersonating: true,
  },
  removePushSubscription: { callers: bff, users: anyUser, actorFields: ['userId'] },
} satisfies AccessTableOf<typeof NotificationsServiceService>;

const adminRules = {
  listContactMessages: adminRead,
  markContactMessage: adminCommand,
  replyToContactMessage: adminCommand,
  listCustomers: adminRead,
  listBusinesses: adminRead,
  listJobs: adminRead,
  getCustomer: adminRead,
  getBusiness: adminRead,
  getDashboard: adminRead,
  listAuditLog: adminRead,
} satisfies AccessTableOf<typeof AdminServiceService>;

/**
 * A conversation is read and written by its two parties only: never by an admin acting as one of
 * them (an admin reads with a reason, audited: adminReadThread), so every party call is refused
 * while impersonating, reads included.
 */
const threadParty = {
  callers: bff,
  users: customerOrBusiness,
  actorFields: ['userId'],
  refusedWhileImpersonating: true,
} as const;

const messaging = {
  listJobThreads: threadParty,
  listThreads: threadParty,
  // Counts only, no content: the tabs show them while an admin acts as the user too.
  countUnread: { callers: bff, users: customerOrBusiness, actorFields: ['userId'] },
  listMessages: threadParty,
  sendMessage: { ...threadParty, actorFields: ['senderId'] },
  markThreadRead: threadParty,
  getMessagePhoto: threadParty,
  adminListJobThreads: adminCommand,
  adminReadThread: adminCommand,
} satisfies AccessTableOf<typeof MessagingServiceService>;

/** A business's own billing: the business id in the message is always the token's user. */
const businessBilling = { callers: bff, users: business, actorFields: ['businessId'] } as const;
/** Payments and their changes: never while an admin impersonates the business. */
const businessPayment = { ...businessBilling, refusedWhileImpersonating: true } as const;

const billing = {
  listPackages: publicCall,
  getSubscriptionSummaries: publicCall,
  previewPromoCode: businessBilling,
  confirmBankAccount: businessPayment,
  subscribe: businessPayment,
  getBilling: businessBilling,
  getReceipt: businessBilling,
  changePackage: businessPayment,
  updatePaymentMethod: businessPayment,
  cancelSubscription: businessPayment,
  resumeSubscription: businessPayment,
  renewSubscription: businessPayment,
  runRenewals: adminCommand,
  // The provider proves itself by its signature, which billing checks (no user behind it).
  receiveProviderWebhook: publicCall,
  listPromoCodes: adminRead,
  createPromoCode: adminCommand,
  updatePromoCode: adminCommand,
  deletePromoCode: adminCommand,
} satisfies AccessTableOf<typeof BillingServiceService>;

/** The access table of every service, by service name (as in serviceContracts). */
export const rpcAccess: Record<ServiceName, Readonly<Record<string, RpcAccessRule>>> = {
  identity,
  jobs,
  matching,
  quotes,
  billing,
  notifications,
  admin: adminRules,
  messaging,
};
