import { ShellLoader } from '@/shared/components/layout/shell-loader';

/**
 * Holds the wizard card's place while its code loads: the card then appears without moving
 * anything already on screen (no layout shift).
 */
export function WizardPlaceholder() {
  return (
    <div className="lp-post-job-placeholder">
      <ShellLoader />
    </div>
  );
}
