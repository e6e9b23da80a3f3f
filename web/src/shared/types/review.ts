/** A customer's review of a finished job (docs/api/quotes-to-reviews.md, "review"). */
export interface Review {
  id: string;
  jobId: string;
  /** Whole stars, 1–5. */
  rating: number;
  text: string;
  /** The reviewed business's one reply; null until it replies. */
  reply: string | null;
  createdAt: string;
  repliedAt: string | null;
  /** The customer: first name and last initial. */
  user: { name: string };
  job: { title: string; service: { name: string } };
}
