import { ExternalLink } from '@/shared/components/external-link';
import { company } from '@/shared/config/company';
import { BlogIcon, FacebookIcon, PhoneIcon } from './icons';

export interface ContactDetailsProps {
  stacked?: boolean;
}

/** Phone line, support hours, blog and social links. */
export function ContactDetails({ stacked = false }: ContactDetailsProps) {
  return (
    <ul className={stacked ? 'lp-contact lp-contact--stacked' : 'lp-contact'}>
      <li>
        <a href={company.phoneHref} className="lp-contact__phone">
          <PhoneIcon /> <span>Call us {company.phoneDisplay}</span>
        </a>
      </li>
      <li className="lp-contact__extra">
        Enquiries <span>{company.supportHours}</span>
      </li>
      <li className="lp-contact__extra">
        <ExternalLink href={company.blogUrl} label={`${company.name} blog`}>
          <BlogIcon /> <span>Blog</span>
        </ExternalLink>
      </li>
      <li className="lp-contact__extra">
        <ExternalLink href={company.facebookUrl} label={`${company.name} on Facebook`}>
          <FacebookIcon /> <span>Facebook</span>
        </ExternalLink>
      </li>
    </ul>
  );
}
