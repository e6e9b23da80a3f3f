/** An id's first 8 characters, enough to tell rows apart on a phone; the whole id on hover and for screen readers. */
export function ShortId({ id }: { id: string }) {
  return (
    <span title={id}>
      <span aria-hidden="true">{id.slice(0, 8)}</span>
      <span className="lp-visually-hidden">{id}</span>
    </span>
  );
}
