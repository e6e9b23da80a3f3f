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
import { identityConfigSchema } from './config.js';
import { identityContext } from './context.js';
import { deleteAvatar, getAvatar, setAvatar } from './profile/avatar.js';
import {
  confirmEmailChange,
  confirmPhoneChange,
  requestEmailChange,
  requestPhoneChange,
  updateProfile,
} from './profile/profile.js';
import { inbox, outbox } from './schema.js';
import { seedDemoData } from './seed/demo-accounts.js';
import { endImpersonation, startImpersonation } from './sessions/impersonation.js';
import { checkAdminCredentials, completeAdminLogin, login } from './sessions/login.js';
import {
  authenticateSession,
  checkSessions,
  logout,
  logoutEverywhere,
  recordImpersonatedRequest,
} from './sessions/session-handlers.js';
import { getNotificationSettings, updateNotificationSettings } from './settings/notification-settings.js';
import { unsubscribe } from './settings/unsubscribe.js';
import {
  adminListBusinessDocuments,
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
  context: identityContext,
  handlers: {
    registerCustomer,
    registerCustomerForAdmin,
    registerBusiness,
    verifyAccount,
    resendVerification,
    login,
    checkAdminCredentials,
    completeAdminLogin,
    authenticateSession,
    checkSessions,
    logout,
    logoutEverywhere,
    recordImpersonatedRequest,
    getUser,
    isEmailRegistered,
    isPhoneRegistered,
    sendSecurityCode,
    resetPassword,
    updatePassword,
    updateProfile,
    setAvatar,
    deleteAvatar,
    getAvatar,
    requestEmailChange,
    confirmEmailChange,
    requestPhoneChange,
    confirmPhoneChange,
    getNotificationSettings,
    updateNotificationSettings,
    unsubscribe,
    deleteAccount,
    getBusinessProfile,
    updateBusinessProfile,
    setBusinessLogo,
    deleteBusinessLogo,
    getBusinessLogo,
    getPublicBusiness,
    listPublicBusinesses,
    countPublicBusinesses,
    getUserContacts,
    startImpersonation,
    endImpersonation,
    adminUpdateUser,
    setAccountActive,
    adminDeleteUser,
    adminResendVerification,
    adminVerifyBusiness,
    listBusinessDocuments,
    getBusinessDocument,
    uploadBusinessDocument,
    deleteBusinessDocument,
    setCompanyNumber,
    adminListBusinessDocuments,
    adminGetBusinessDocument: viewBusinessDocumentAsAdmin,
  },
  seed: seedDemoData,
});
