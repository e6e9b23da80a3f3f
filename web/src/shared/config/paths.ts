/** Every route path of the web app, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/forgot-password/reset',
  registerCustomer: '/register/customer',
  customerRegistered: '/register/customer/registered',
  registerBusiness: '/register/business',
  businessRegistered: '/register/business/registered',
  registerPackages: '/register/packages',
  registerPremiumPackage: '/register/packages/premium',
  registerStandardPackage: '/register/packages/standard',
  packages: '/packages',
  premiumPackage: '/packages/premium',
  standardPackage: '/packages/standard',
  getMoreLeads: '/get-more-leads',
  postAJob: '/post-a-job',
  postJob: '/post-job',
  jobPosted: '/job-posted',
  businessProfile: '/business/:id',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  termsOfUse: '/terms-of-use',
  cookies: '/cookies',
  reviewPolicy: '/review-policy',
  serviceCategory: '/services/:categorySlug',
  serviceLanding: '/services/:categorySlug/:serviceSlug',
  dashboard: '/dashboard',
  /** One conversation about a job (a message's notification links it). */
  thread: '/messages/:threadId',
  subscribe: '/subscribe',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminLogin: '/admin/login',
  devMailbox: '/dev/mailbox',
} as const;

/** Link to a business's public profile page. */
export function businessProfileHref(businessId: string): string {
  return `/business/${encodeURIComponent(businessId)}`;
}

/** A dashboard tab, e.g. /dashboard/quoted. */
export function dashboardTabHref(tab: string): string {
  return `/dashboard/${encodeURIComponent(tab)}`;
}

/** An admin tab, e.g. /admin/customers, or a section of one, e.g. /admin/settings/audit-log. */
export function adminTabHref(tab: string, section?: string): string {
  const base = `/admin/${encodeURIComponent(tab)}`;
  return section ? `${base}/${encodeURIComponent(section)}` : base;
}

/** A settings section, e.g. /dashboard/settings/privacy. */
export function settingsHref(section = 'personal'): string {
  return `/dashboard/settings/${encodeURIComponent(section)}`;
}

/**
 * The ?next= target after signing in: only a path on this site ("/x", not "//evil.example"
 * or "https://…"), so the login page cannot be used to send people elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** /login?next=… for a page that needs a signed-in user. */
export function loginHref(next?: string): string {
  return next && next !== paths.home ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;
}
