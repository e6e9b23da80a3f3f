/** A job's responses as the lead JSON and the customer's job card carry them (cap null: no cap). */
export interface ResponsePlaces {
  taken: number;
  cap: number | null;
}

/** "3 of 5 places taken"; with no cap, how many businesses responded. */
export function placesText({ taken, cap }: ResponsePlaces): string {
  if (cap === null) return taken === 1 ? '1 business responded' : `${taken} businesses responded`;
  return `${taken} of ${cap} places taken`;
}
