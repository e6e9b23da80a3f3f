import { Typography } from 'antd';
import { company } from '@/shared/config/company';

const customerSteps = [
  {
    title: 'Post your job',
    text: 'Tell us what needs cleaning, where and when. It is free and takes a couple of minutes.',
  },
  {
    title: 'Get quotes',
    text: `Verified local businesses within ${company.leadRadiusKm} km see your job and send you their price.`,
  },
  {
    title: 'Choose your pro',
    text: 'Compare quotes and reviews, accept the one that suits you and get the job done.',
  },
];

export function HowItWorks() {
  return (
    <section className="lp-section lp-section--tinted" aria-labelledby="lp-how-title">
      <div className="lp-container">
        <Typography.Title level={2} id="lp-how-title">
          How it works
        </Typography.Title>
        <ol className="lp-steps">
          {customerSteps.map((step, index) => (
            <li key={step.title} className="lp-steps__item">
              <span className="lp-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="lp-steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
