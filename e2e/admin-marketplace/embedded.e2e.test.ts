import { embeddedLabel, useEmbeddedAccountsTarget } from '../support/embedded-accounts-target.js';
import { describeAdminMarketplaceApi } from './admin-marketplace-api.suite.js';

describeAdminMarketplaceApi(embeddedLabel, useEmbeddedAccountsTarget());
