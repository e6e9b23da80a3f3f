import { usePlatform } from '@/shared/api/get-platform';

/** Marks non-production deployments (demo, stag, local) so nobody mistakes them for the live site. */
export function PlatformBadge() {
  const platform = usePlatform();
  if (!platform || platform === 'production') return null;
  return (
    <span className="lp-platform-badge" role="img" aria-label={`Platform: ${platform}`}>
      {platform}
    </span>
  );
}
