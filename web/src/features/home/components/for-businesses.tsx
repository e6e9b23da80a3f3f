import { Typography } from 'antd';
import { ButtonLink } from '@/shared/components/button-link';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';

/** Pitch to cleaning businesses. */
export function ForBusinesses() {
  return (
    <section className="lp-section" aria-labelledby="lp-business-title">
      <div className="lp-container lp-business-pitch">
        <div>
          <Typography.Title level={2} id="lp-business-title">
            Run a cleaning business?
          </Typography.Title>
          <Typography.Paragraph className="lp-lead">
            Get verified and receive jobs posted within {company.leadRadiusKm} km of your postcode. Quote on the ones
            you want.
          </Typography.Paragraph>
        </div>
        <ButtonLink to={paths.packages} type="primary" size="large">
          Register as a Business
        </ButtonLink>
      </div>
    </section>
  );
}
