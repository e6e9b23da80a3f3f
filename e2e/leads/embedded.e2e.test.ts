import { embeddedLabel, useEmbeddedAccountsTarget } from '../support/embedded-accounts-target.js';
import { describeLeadsApi } from './leads-api.suite.js';

describeLeadsApi(embeddedLabel, useEmbeddedAccountsTarget());
