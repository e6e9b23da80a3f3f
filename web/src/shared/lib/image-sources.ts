import { IMAGE_WIDTHS, STORED_IMAGE_MAX_SIDE } from '@localpros/contracts/rules';

/** Avatars and logos the API serves: only these have widths, each at `{path}/{width}`. */
const storedImagePath = /^\/api\/(user\/avatar|business\/logo)\/[\w-]+$/;

/**
 * `src`, `srcSet` and `sizes` for an avatar or logo shown in a `size` px square: the browser
 * picks the smallest width that fills it at the screen's density. `src` (for a browser without
 * srcset) is the 1× width. Any other URL is used as it is.
 */
export function imageSources(path: string, size: number): { src: string; srcSet?: string; sizes?: string } {
  if (!storedImagePath.test(path)) return { src: path };
  const widths = IMAGE_WIDTHS.map((width) => `${path}/${width} ${width}w`);
  const oneX = IMAGE_WIDTHS.find((width) => width >= size);
  return {
    src: oneX ? `${path}/${oneX}` : path,
    // The image as uploaded closes the set, for 3× screens (no upload is kept wider).
    srcSet: [...widths, `${path} ${STORED_IMAGE_MAX_SIDE}w`].join(', '),
    sizes: `${size}px`,
  };
}
