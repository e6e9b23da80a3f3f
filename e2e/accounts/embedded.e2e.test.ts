import { embeddedLabel, useEmbeddedAccountsTarget } from '../support/embedded-accounts-target.js';
import { describeAccountsApi } from './accounts-api.suite.js';

describeAccountsApi(embeddedLabel, useEmbeddedAccountsTarget());
