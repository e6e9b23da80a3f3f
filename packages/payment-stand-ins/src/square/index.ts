export type { CardFieldError, SquareCardBrand } from './card-details.js';
export type { SquareErrorCategory, SquareErrorObject } from './square-errors.js';
export { type SquareStandIn, type SquareStandInOptions, startSquareStandIn } from './square-stand-in.js';
export { type SquareCardBehaviour, type SquareTestCard, squareTestCards } from './test-cards.js';
export { type TestCardDetails, TestCardInvalidError, tokenizeTestCard, verifyTestBuyer } from './test-helpers.js';
export { type SquareWebhookDelivery, signSquareWebhook } from './webhooks.js';
