import { embeddedLabel, useEmbeddedAccountsTarget } from '../support/embedded-accounts-target.js';
import { describeMessagingApi } from './messaging-api.suite.js';

describeMessagingApi(embeddedLabel, useEmbeddedAccountsTarget());
