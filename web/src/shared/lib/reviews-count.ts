/** "1 review", "3 reviews". */
export function reviewsCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}
