import { embeddedLabel, useEmbeddedAccountsTarget } from '../support/embedded-accounts-target.js';
import { describeBusinessApi } from './business-api.suite.js';

describeBusinessApi(embeddedLabel, useEmbeddedAccountsTarget());
