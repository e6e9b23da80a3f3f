import { embeddedLabel, useEmbeddedAccountsTarget } from '../support/embedded-accounts-target.js';
import { describeJobsApi } from './jobs-api.suite.js';

describeJobsApi(embeddedLabel, useEmbeddedAccountsTarget());
