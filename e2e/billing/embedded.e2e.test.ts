import { embeddedLabel, useEmbeddedAccountsTarget } from '../support/embedded-accounts-target.js';
import { describeBillingApi } from './billing-api.suite.js';

describeBillingApi(embeddedLabel, useEmbeddedAccountsTarget());
