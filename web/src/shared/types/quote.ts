/** A quote's state (docs/api/quotes-to-reviews.md). */
export type QuoteStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';
