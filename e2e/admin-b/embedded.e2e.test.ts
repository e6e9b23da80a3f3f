import { embeddedLabel, useEmbeddedAccountsTarget } from '../support/embedded-accounts-target.js';
import { describeAdminJobsBillingApi } from './admin-b-api.suite.js';

describeAdminJobsBillingApi(embeddedLabel, useEmbeddedAccountsTarget());
