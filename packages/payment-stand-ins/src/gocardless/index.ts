export type {
  ApiErrorDetail as GoCardlessApiErrorDetail,
  ApiErrorType as GoCardlessApiErrorType,
} from './api-errors.js';
export { type GoCardlessScenario, gocardlessScenarios } from './ledger.js';
export type {
  Customer as GoCardlessCustomer,
  CustomerBankAccount as GoCardlessCustomerBankAccount,
  GoCardlessEvent,
  Mandate as GoCardlessMandate,
  Payment as GoCardlessPayment,
} from './resources.js';
export {
  GOCARDLESS_API_VERSION,
  GOCARDLESS_DEFAULT_SETTLE_SECONDS,
  type GoCardlessStandIn,
  type GoCardlessStandInOptions,
  startGoCardlessStandIn,
} from './stand-in.js';
export {
  type GoCardlessTestAccountBehaviour,
  type GoCardlessTestBankAccount,
  gocardlessTestBankAccountFor,
  gocardlessTestBankAccounts,
} from './test-bank-accounts.js';
export { type GoCardlessWebhook, signGoCardlessWebhook } from './webhook-sender.js';
