// Square (cards): API, Web Payments SDK, webhooks — see README.md "Square".

// GoCardless (UK Direct Debit): API, scenario simulators, webhooks — see README.md "GoCardless".
export * from './gocardless/index.js';
// Both at once, with the settings billing and the BFF read.
export { type PaymentStandIns, paymentStandInsFor, startPaymentStandIns } from './payment-stand-ins.js';
export * from './square/index.js';
