import { embeddedLabel, useEmbeddedAccountsTarget } from '../support/embedded-accounts-target.js';
import { describeWorkApi } from './work-api.suite.js';

describeWorkApi(embeddedLabel, useEmbeddedAccountsTarget());
