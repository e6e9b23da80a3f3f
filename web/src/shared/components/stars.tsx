import './stars.css';

/*
 * Read-only stars in plain SVG, not antd's Rate: the reviews on a public profile must not pull in
 * antd. One spoken name ("Rated 4.5 out of 5") instead of five unnamed images.
 */

// A five-pointed star on a 24-unit grid, and its left half (for a half star).
const starPoints = '12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26';
const leftHalfPoints = '12,2 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26';

type StarFill = 'full' | 'half' | 'empty';

/** Each of the five stars' fill, the rating rounded to the nearest half star (to the whole star without halves). */
export function starFills(value: number, allowHalf: boolean): { star: number; fill: StarFill }[] {
  const shown = allowHalf ? Math.round(value * 2) / 2 : Math.round(value);
  return [1, 2, 3, 4, 5].map((star) => ({
    star,
    fill: shown >= star ? 'full' : shown >= star - 0.5 ? 'half' : 'empty',
  }));
}

/** A rating as five stars, for every page that shows one. */
export function Stars({ value, allowHalf = false }: { value: number; allowHalf?: boolean }) {
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className="lp-stars">
      {starFills(value, allowHalf).map(({ star, fill }) => (
        <svg
          key={star}
          className={`lp-stars__star lp-stars__star--${fill}`}
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <polygon className="lp-stars__outline" points={starPoints} />
          {fill === 'empty' ? null : (
            <polygon className="lp-stars__fill" points={fill === 'full' ? starPoints : leftHalfPoints} />
          )}
        </svg>
      ))}
    </span>
  );
}
