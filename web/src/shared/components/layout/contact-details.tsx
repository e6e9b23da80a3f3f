import { FacebookFilled, PhoneOutlined, ReadOutlined } from '@ant-design/icons';
import { ExternalLink } from '@/shared/components/external-link';
import { company } from '@/shared/config/company';

export interface ContactDetailsProps {
  stacked?: boolean;
}

/** Phone line, support hours, blog and social links. */
export function ContactDetails({ stacked = false }: ContactDetailsProps) {
  return (
    <ul className={stacked ? 'lp-contact lp-contact--stacked' : 'lp-contact'}>
      <li>
        <a href={company.phoneHref} className="lp-contact__phone">
          <PhoneOutlined aria-hidden="true" /> <span>Call us {company.phoneDisplay}</span>
        </a>
      </li>
      <li className="lp-contact__extra">
        Enquiries <span>{company.supportHours}</span>
      </li>
      <li className="lp-contact__extra">
        <ExternalLink href={company.blogUrl} label={`${company.name} blog`}>
          <ReadOutlined aria-hidden="true" /> <span>Blog</span>
        </ExternalLink>
      </li>
      <li className="lp-contact__extra">
        <ExternalLink href={company.facebookUrl} label={`${company.name} on Facebook`}>
          <FacebookFilled aria-hidden="true" /> <span>Facebook</span>
        </ExternalLink>
      </li>
    </ul>
  );
}
