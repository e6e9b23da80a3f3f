import type { CSSProperties, ReactNode } from 'react';
import { imageSources } from '@/shared/lib/image-sources';
import './profile-image.css';

export interface ProfileImageProps {
  /** The avatar's or logo's URL path from the API; none shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  /** The side of the square box, in CSS px. */
  size: number;
  /** People's pictures are round, logos square. */
  shape?: 'circle' | 'square';
  /** Shown without an image: an icon or an initial. */
  placeholder: ReactNode;
  /** For rows of a list, below the fold: fetched only as they scroll near. */
  lazy?: boolean;
  className?: string;
}

/**
 * An avatar or a business logo in a square box, in plain HTML (the public business page has no
 * antd): the width that fills the box at the screen's density, never the 512 px upload for 40 px.
 */
export function ProfileImage({ src, alt, size, shape = 'circle', placeholder, lazy, className }: ProfileImageProps) {
  const classes = ['lp-profile-image', `lp-profile-image--${shape}`, className].filter(Boolean).join(' ');
  const style = { '--lp-profile-image-size': `${size}px` } as CSSProperties;
  if (!src) {
    return (
      <span className={`${classes} lp-profile-image--none`} style={style}>
        {placeholder}
      </span>
    );
  }
  const { src: source, srcSet, sizes } = imageSources(src, size);
  // src last: the browser reads loading, sizes and srcset before it starts the download.
  return (
    <img
      className={classes}
      style={style}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      sizes={sizes}
      srcSet={srcSet}
      src={source}
    />
  );
}
