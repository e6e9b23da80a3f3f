import { jobMessages } from '@localpros/contracts/rules';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  type PreferenceOption,
  propertyOptions,
  useJobPreferenceOptions,
} from '@/shared/lib/use-job-preference-options';
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

  return (
    <form className="lp-job-form" aria-label="Post a job" noValidate onSubmit={submit} onFocus={onStart}>
      <SelectField
        id={`${id}-category_id`}
        label="Work category"
        placeholder="Choose a work category"
        options={options.categories}
        value={values.category_id}
        error={errors.category_id}
        onChange={(value) => set('category_id', value)}
      />
      <SelectField
        id={`${id}-service_id`}
        label="Service"
        placeholder={values.category_id ? 'Choose a service' : jobMessages.chooseCategoryFirst}
        options={options.services}
        value={values.service_id}
        error={errors.service_id}
        onChange={(value) => set('service_id', value)}
      />
      <SelectField
        id={`${id}-location`}
        label="Location"
        placeholder="Postcode area or district, e.g. SW or SW1A"
        options={options.locations}
        value={values.location}
        error={errors.location}
        onChange={(value) => set('location', value)}
      />
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

interface SelectFieldProps {
  id: string;
  label: string;
  /** The empty choice's text. */
  placeholder: string;
  options: PreferenceOption[];
  value: string | undefined;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A labelled native select with its message under it, tied to it for screen readers. */
function SelectField({ id, label, placeholder, options, value, error, onChange }: SelectFieldProps) {
  return (
    <div className="lp-job-form__field">
      <label className="lp-job-form__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
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
