import { Rate } from 'antd';

/** Read-only stars with one spoken name ("Rated 4.5 out of 5") instead of five unnamed radios. */
export function Stars({ value, allowHalf = false }: { value: number; allowHalf?: boolean }) {
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className="lp-stars">
      <Rate disabled allowHalf={allowHalf} value={value} aria-hidden />
    </span>
  );
}
