export interface WizardStepsProps {
  titles: readonly string[];
  /** The index of the step on screen. */
  current: number;
}

/** Where the visitor is in the wizard: plain list, the current step marked for screen readers too. */
export function WizardSteps({ titles, current }: WizardStepsProps) {
  return (
    <ol className="lp-wizard-steps" aria-label="Steps">
      {titles.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li
            key={title}
            className={`lp-wizard-steps__step lp-wizard-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="lp-wizard-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="lp-wizard-steps__title">
              {title}
              {state === 'done' ? <span className="lp-visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
