import { Typography } from 'antd';
import { ButtonLink } from '@/shared/components/button-link';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';

export function Hero() {
  return (
    <section className="lp-hero" aria-labelledby="lp-hero-title">
      <div className="lp-container lp-hero__inner">
        <Typography.Title level={1} id="lp-hero-title" className="lp-hero__title">
          Find trusted local cleaners
        </Typography.Title>
        <Typography.Paragraph className="lp-hero__lead">
          Post your job for free and get quotes from verified cleaning businesses within {company.leadRadiusKm} km of
          you.
        </Typography.Paragraph>
        <div className="lp-hero__actions">
          <ButtonLink to={paths.postAJob} type="primary" size="large">
            Post a job
          </ButtonLink>
          <ButtonLink to={paths.packages} size="large" ghost>
            Register your business
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
