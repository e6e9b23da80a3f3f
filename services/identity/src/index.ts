import { defineService } from '@localpros/kit';
import { deleteAccount } from './accounts/delete-account.js';
import { getUser, isEmailRegistered, isPhoneRegistered } from './accounts/lookups.js';
import { resetPassword, sendSecurityCode, updatePassword } from './accounts/passwords-reset.js';
import { registerBusiness, registerCustomer } from './accounts/register.js';
import { registerCustomerForAdmin } from './accounts/register-for-admin.js';
import { getUserContacts } from './accounts/user-contacts.js';
import { resendVerification, verifyAccount } from './accounts/verify-account.js';
import {
  adminDeleteUser,
  adminResendVerification,
  adminUpdateUser,
  adminVerifyBusiness,
  setAccountActive,
} from './admin/admin-accounts.js';
import { deleteBusinessLogo, getBusinessLogo, setBusinessLogo } from './business/business-logo.js';
import { getBusinessProfile, updateBusinessProfile } from './business/business-profile.js';
import { getPublicBusiness } from './business/public-business.js';
import { countPublicBusinesses, listPublicBusinesses } from './business/public-business-list.js';
import { identityConfigSchema, loadIdentityConfig } from './config.js';
import { deleteAvatar, getAvatar, setAvatar } from './profile/avatar.js';
import {
  confirmEmailChange,
  confirmPhoneChange,
  requestEmailChange,
  requestPhoneChange,
  updateProfile,
} from './profile/profile.js';
import { inbox, outbox } from './schema.js';
import { seedDemoAccounts } from './seed/demo-accounts.js';
import { endImpersonation, startImpersonation } from './sessions/impersonation.js';
import { checkAdminCredentials, completeAdminLogin, login } from './sessions/login.js';
import {
  authenticateSession,
  logout,
  logoutEverywhere,
  recordImpersonatedRequest,
} from './sessions/session-handlers.js';
import { getNotificationSettings, updateNotificationSettings } from './settings/notification-settings.js';
import {
  deleteBusinessDocument,
  getBusinessDocument,
  listBusinessDocuments,
  setCompanyNumber,
  uploadBusinessDocument,
  viewBusinessDocumentAsAdmin,
} from './vetting/business-documents.js';

export { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.js';

/** Identity: users, credentials, sessions, one-time codes, business profiles, notification settings. */
export const identityService = defineService({
  name: 'identity',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  config: identityConfigSchema,
  createHandlers: ({ outbox: o, env }) => {
    const config = loadIdentityConfig(env);
    return {
      registerCustomer: (r) => registerCustomer(o, config, r),
      registerCustomerForAdmin: (r) => registerCustomerForAdmin(o, config, r),
      registerBusiness: (r) => registerBusiness(o, config, r),
      verifyAccount: (r) => verifyAccount(o, config, r),
      resendVerification: (r) => resendVerification(o, config, r),
      login: (r) => login(o, config, r),
      checkAdminCredentials: (r) => checkAdminCredentials(o, config, r),
      completeAdminLogin: (r) => completeAdminLogin(o, config, r),
      authenticateSession: (r) => authenticateSession(o, r),
      logout: (r) => logout(o, r),
      logoutEverywhere: (r) => logoutEverywhere(o, r),
      recordImpersonatedRequest: (r) => recordImpersonatedRequest(o, r),
      getUser: (r) => getUser(o, r),
      isEmailRegistered: (r) => isEmailRegistered(o, r),
      isPhoneRegistered: (r) => isPhoneRegistered(o, r),
      sendSecurityCode: (r) => sendSecurityCode(o, config, r),
      resetPassword: (r) => resetPassword(o, config, r),
      updatePassword: (r) => updatePassword(o, r),
      updateProfile: (r) => updateProfile(o, r),
      setAvatar: (r) => setAvatar(o, r),
      deleteAvatar: (r) => deleteAvatar(o, r),
      getAvatar: (r) => getAvatar(o, r),
      requestEmailChange: (r) => requestEmailChange(o, config, r),
      confirmEmailChange: (r) => confirmEmailChange(o, config, r),
      requestPhoneChange: (r) => requestPhoneChange(o, config, r),
      confirmPhoneChange: (r) => confirmPhoneChange(o, config, r),
      getNotificationSettings: (r) => getNotificationSettings(o, r),
      updateNotificationSettings: (r) => updateNotificationSettings(o, r),
      deleteAccount: (r) => deleteAccount(o, r),
      getBusinessProfile: (r) => getBusinessProfile(o, r),
      updateBusinessProfile: (r) => updateBusinessProfile(o, r),
      setBusinessLogo: (r) => setBusinessLogo(o, r),
      deleteBusinessLogo: (r) => deleteBusinessLogo(o, r),
      getBusinessLogo: (r) => getBusinessLogo(o, r),
      getPublicBusiness: (r) => getPublicBusiness(o, r),
      listPublicBusinesses: (r) => listPublicBusinesses(o.db, r),
      countPublicBusinesses: () => countPublicBusinesses(o.db),
      getUserContacts: (r) => getUserContacts(o, r),
      startImpersonation: (r) => startImpersonation(o, r),
      endImpersonation: (r) => endImpersonation(o, r),
      adminUpdateUser: (r) => adminUpdateUser(o, r),
      setAccountActive: (r) => setAccountActive(o, r),
      adminDeleteUser: (r) => adminDeleteUser(o, r),
      adminResendVerification: (r) => adminResendVerification(o, config, r),
      adminVerifyBusiness: (r) => adminVerifyBusiness(o, r),
      listBusinessDocuments: (r) => listBusinessDocuments(o.db, r.businessId),
      getBusinessDocument: (r) => getBusinessDocument(o.db, r.businessId, r.documentId),
      uploadBusinessDocument: (r) => uploadBusinessDocument(o, r),
      deleteBusinessDocument: (r) => deleteBusinessDocument(o, r),
      setCompanyNumber: (r) => setCompanyNumber(o, r),
      adminListBusinessDocuments: (r) => listBusinessDocuments(o.db, r.businessId),
      adminGetBusinessDocument: (r) => viewBusinessDocumentAsAdmin(o, r),
    };
  },
  seed: async ({ outbox: o, env }) => {
    if (loadIdentityConfig(env).demoData) await seedDemoAccounts(o);
  },
});
