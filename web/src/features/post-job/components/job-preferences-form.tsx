import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { jobMessages } from '@/shared/lib/job-rules';
import { propertyOptions, useJobPreferenceOptions } from '@/shared/lib/use-job-preference-options';
import type { JobRequest } from '@/shared/types/job-request';

export type JobPreferences = Pick<JobRequest, 'category_id' | 'service_id' | 'location' | 'job_type'>;
export type PreferenceField = keyof JobPreferences;
export type PreferenceErrors = Partial<Record<PreferenceField, string>>;

const requiredMessages: Record<PreferenceField, string> = {
  category_id: jobMessages.categoryRequired,
  service_id: jobMessages.serviceRequired,
  location: jobMessages.locationRequired,
  job_type: jobMessages.propertyRequired,
};

export interface JobPreferencesFormProps {
  initial: Partial<JobPreferences>;
  /** Messages from the server for these fields, shown until the visitor changes the field. */
  serverErrors?: PreferenceErrors;
  onNext: (preferences: JobPreferences) => void;
  /** The visitor has started: the next steps' code can load. */
  onStart?: () => void;
}

/**
 * Step 1 of /post-a-job, Job Preferences, in plain HTML: native selects and radios (a phone's own
 * pickers), so the wizard's first screen needs no UI library (issue 15).
 */
export function JobPreferencesForm({ initial, serverErrors = {}, onNext, onStart }: JobPreferencesFormProps) {
  const id = useId();
  const [values, setValues] = useState<Partial<JobPreferences>>(initial);
  const [errors, setErrors] = useState<PreferenceErrors>(serverErrors);
  const options = useJobPreferenceOptions(values.category_id);

  const set = (field: PreferenceField, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value || undefined,
      // A service of the old category is not in the new one.
      ...(field === 'category_id' ? { service_id: undefined } : {}),
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      (Object.keys(requiredMessages) as PreferenceField[])
        .filter((field) => !values[field])
        .map((field) => [field, requiredMessages[field]]),
    ) as PreferenceErrors;
    setErrors(missing);
    if (Object.keys(missing).length === 0) onNext(values as JobPreferences);
  };

  const describedBy = (field: PreferenceField, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form className="lp-job-form" aria-label="Post a job" noValidate onSubmit={submit} onFocus={onStart}>
      <Field id={`${id}-category_id`} label="Work category" error={errors.category_id}>
        <select
          id={`${id}-category_id`}
          value={values.category_id ?? ''}
          onChange={(event) => set('category_id', event.target.value)}
          aria-invalid={errors.category_id ? true : undefined}
          aria-describedby={describedBy('category_id')}
        >
          <option value="">Choose a work category</option>
          {options.categories.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-service_id`} label="Service" error={errors.service_id}>
        <select
          id={`${id}-service_id`}
          value={values.service_id ?? ''}
          onChange={(event) => set('service_id', event.target.value)}
          aria-invalid={errors.service_id ? true : undefined}
          aria-describedby={describedBy('service_id')}
        >
          <option value="">{values.category_id ? 'Choose a service' : jobMessages.chooseCategoryFirst}</option>
          {options.services.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-location`} label="Location" error={errors.location}>
        <select
          id={`${id}-location`}
          value={values.location ?? ''}
          onChange={(event) => set('location', event.target.value)}
          aria-invalid={errors.location ? true : undefined}
          aria-describedby={describedBy('location')}
        >
          <option value="">Postcode area or district, e.g. SW or SW1A</option>
          {options.locations.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="lp-job-form__field" aria-describedby={errors.job_type ? `${id}-job_type-error` : undefined}>
        <legend className="lp-job-form__label">Property</legend>
        <div className="lp-job-form__choices">
          {propertyOptions.map((o) => (
            <label key={o.value} className="lp-job-form__choice">
              <input
                type="radio"
                name={`${id}-job_type`}
                value={o.value}
                checked={values.job_type === o.value}
                onChange={() => set('job_type', o.value)}
              />
              {o.label}
            </label>
          ))}
        </div>
        {errors.job_type ? <FieldError id={`${id}-job_type-error`}>{errors.job_type}</FieldError> : null}
      </fieldset>
      <div className="lp-job-wizard__actions">
        <button type="submit" className="lp-button lp-button--primary">
          Next
        </button>
      </div>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="lp-job-form__field">
      <label className="lp-job-form__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="lp-job-form__error">
      {children}
    </p>
  );
}
