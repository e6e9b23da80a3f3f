import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';

export interface JobStart {
  categoryId?: string;
  serviceId?: string;
}

/** /post-a-job with the category and service chosen (the wizard reads ?category= and ?service=). */
export function postJobHref({ categoryId, serviceId }: JobStart = {}): string {
  const query = new URLSearchParams();
  if (categoryId) query.set('category', categoryId);
  if (serviceId) query.set('service', serviceId);
  const search = query.toString();
  return search ? `${paths.postAJob}?${search}` : paths.postAJob;
}

export function GetQuotesLink({ start, label = 'Get quotes' }: { start?: JobStart; label?: string }) {
  return (
    <Link className="lp-landing__cta" to={postJobHref(start)}>
      {label}
    </Link>
  );
}
