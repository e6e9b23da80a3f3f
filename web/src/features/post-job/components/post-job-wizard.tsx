import { Suspense, useEffect, useRef, useState } from 'react';
import { ShellLoader } from '@/shared/components/layout/shell-loader';
import { lazyWithAntd } from '@/shared/components/layout/with-antd';
import { type JobPreferences, JobPreferencesForm, type PreferenceErrors } from './job-preferences-form';
import type { LaterStepsProps, LaterValues } from './later-steps';
import { WizardSteps } from './wizard-steps';

// Steps 2 and 3 (antd's form, the date picker, the account checks) load once the visitor starts
// step 1: the first screen downloads and runs no UI library (issue 15).
const loadLaterSteps = () => import('./later-steps');
const LaterSteps = lazyWithAntd<LaterStepsProps>(() => loadLaterSteps().then((module) => module.LaterSteps));
const loadAntdProviders = () => import('@/shared/components/layout/antd-providers');
function preloadLaterSteps() {
  void loadLaterSteps();
  void loadAntdProviders();
}

export interface PostJobWizardProps {
  /** A signed-in customer skips step 3 (Registration). */
  signedIn: boolean;
  /** What the visitor chose on the home page, to start from. */
  start?: Partial<JobPreferences>;
}

/** The three-step job wizard (spec §2, §5): customers post, visitors post and register. */
export function PostJobWizard({ signedIn, start = {} }: PostJobWizardProps) {
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [preferences, setPreferences] = useState<Partial<JobPreferences>>(start);
  const [preferenceErrors, setPreferenceErrors] = useState<PreferenceErrors>({});
  // Steps 2 and 3 keep what was entered while the visitor is back on step 1.
  const [saved, setSaved] = useState<Partial<LaterValues>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const stepShown = useRef(step);
  // A new step replaces the form the focus was in: keyboard and screen-reader users start again
  // from the wizard's heading, the new step's first field one Tab away.
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    heading.current?.focus();
  }, [step]);
  const titles = signedIn ? ['Job Preferences', 'Job Setup'] : ['Job Preferences', 'Job Setup', 'Registration'];

  const backToPreferences = (values: Partial<LaterValues>, errors: PreferenceErrors = {}) => {
    setSaved(values);
    setPreferenceErrors(errors);
    setStep(0);
  };

  return (
    <div className="lp-job-wizard">
      <h2 className="lp-job-wizard__title" ref={heading} tabIndex={-1}>
        Post a job
      </h2>
      <WizardSteps titles={titles} current={step} />
      {step === 0 ? (
        <JobPreferencesForm
          // A new set of server messages starts the form afresh with them.
          key={JSON.stringify(preferenceErrors)}
          initial={preferences}
          serverErrors={preferenceErrors}
          onStart={preloadLaterSteps}
          onNext={(chosen) => {
            setPreferences(chosen);
            setPreferenceErrors({});
            setStep(1);
          }}
        />
      ) : (
        <Suspense fallback={<ShellLoader />}>
          <LaterSteps
            signedIn={signedIn}
            step={step}
            preferences={preferences as JobPreferences}
            saved={saved}
            onStep={setStep}
            onBack={(values) => backToPreferences(values)}
            onPreferenceErrors={(errors, values) => backToPreferences(values, errors)}
          />
        </Suspense>
      )}
    </div>
  );
}
