import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';

/** The LocalPros mark and name, linking home. */
export function BrandLogo() {
  return (
    <Link to={paths.home} className="lp-brand" aria-label={`${company.name} home`}>
      <svg className="lp-brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 7h4v14h9v4H9z" fill="#fff" />
      </svg>
      <span className="lp-brand__name">{company.name}</span>
    </Link>
  );
}
