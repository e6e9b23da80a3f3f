import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useWorkCategories } from '@/shared/api/get-work-categories';
import { paths } from '@/shared/config/paths';
import { findService, postAJobHref } from '../lib/start-job';

/**
 * "What do you need?" and "Where?": continues to the job wizard with the service and area chosen
 * (/post-a-job?category=…&service=…&postcode=…). Plain inputs (a datalist for the services) keep
 * the home page free of a UI library.
 */
export function StartJobForm() {
  const { workCategories } = useWorkCategories();
  const navigate = useNavigate();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const what = String(data.get('service') ?? '');
    const where = String(data.get('postcode') ?? '');
    const choice = findService(workCategories, what);
    if (what.trim() && !choice) {
      setProblem('Choose a service from the list, or leave it empty to choose on the next page.');
      return;
    }
    setProblem(null);
    navigate(postAJobHref(choice, where));
  };

  return (
    <form className="lp-start-job" aria-label="Start a job" onSubmit={onSubmit} noValidate>
      <div className="lp-start-job__field">
        <label htmlFor={`${id}-service`}>What do you need?</label>
        <input
          id={`${id}-service`}
          name="service"
          list={`${id}-services`}
          placeholder="e.g. End of tenancy cleaning"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <datalist id={`${id}-services`}>
          {workCategories.flatMap((category) =>
            category.services.map((service) => <option key={service.id} value={service.name} />),
          )}
        </datalist>
      </div>
      <div className="lp-start-job__field lp-start-job__field--postcode">
        <label htmlFor={`${id}-postcode`}>Your postcode</label>
        <input
          id={`${id}-postcode`}
          name="postcode"
          placeholder="e.g. SW1A 1AA"
          autoComplete="postal-code"
          maxLength={8}
        />
      </div>
      <button type="submit" className="lp-button lp-button--primary lp-button--large lp-start-job__submit">
        Get quotes
      </button>
      {problem ? (
        <p id={`${id}-problem`} className="lp-start-job__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="lp-start-job__links">
        <Link to={paths.postAJob}>Post a job</Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.packages}>Register your business</Link>
      </p>
    </form>
  );
}
