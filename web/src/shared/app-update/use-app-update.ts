import { useEffect, useRef, useState } from 'react';
import { chunkLoadFailedEvent, vitePreloadErrorEvent } from '@/shared/lib/chunk-load-failed';
import { runningBuildId } from './build-id';
import { fetchDeployedVersion } from './deployed-version';

/** How often an open tab asks whether a new build is out. */
export const versionCheckIntervalMs = 5 * 60 * 1000;
/** Focus and tab switches check too, but not more often than this. */
export const versionCheckMinGapMs = 30 * 1000;

export type UpdateReason = 'new-version' | 'chunk-failed';

export interface AppUpdateOptions {
  currentVersion?: string | null;
  fetchVersion?: () => Promise<string | null>;
  intervalMs?: number;
  minGapMs?: number;
}

/**
 * Whether a newer build than the one running here is deployed: checked every few minutes and
 * when the tab comes back into view, never on the first load (the page was just fetched). A page
 * whose code failed to load is the other sign of a deploy.
 */
export function useAppUpdate({
  currentVersion = runningBuildId,
  fetchVersion = fetchDeployedVersion,
  intervalMs = versionCheckIntervalMs,
  minGapMs = versionCheckMinGapMs,
}: AppUpdateOptions = {}) {
  const [reason, setReason] = useState<UpdateReason | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [deployed, setDeployed] = useState<string | null>(null);
  const lastCheck = useRef(0);

  useEffect(() => {
    if (!currentVersion) return;
    let active = true;
    const check = async (force: boolean) => {
      const now = Date.now();
      if (!force && now - lastCheck.current < minGapMs) return;
      lastCheck.current = now;
      const version = await fetchVersion();
      if (!active || version === null || version === currentVersion) return;
      setDeployed(version);
      setReason((current) => current ?? 'new-version');
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check(false);
    };
    const onFocus = () => void check(false);
    const timer = window.setInterval(() => void check(true), intervalMs);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
    };
  }, [currentVersion, fetchVersion, intervalMs, minGapMs]);

  useEffect(() => {
    const onChunkFailed = () => setReason('chunk-failed');
    window.addEventListener(chunkLoadFailedEvent, onChunkFailed);
    window.addEventListener(vitePreloadErrorEvent, onChunkFailed);
    return () => {
      window.removeEventListener(chunkLoadFailedEvent, onChunkFailed);
      window.removeEventListener(vitePreloadErrorEvent, onChunkFailed);
    };
  }, []);

  const shown = reason !== null && !(reason === 'new-version' && dismissed === deployed);
  return {
    reason: shown ? reason : null,
    /** "Not now": hide until a newer build than this one appears. */
    dismiss: () => {
      setDismissed(deployed);
      setReason(null);
    },
  };
}
