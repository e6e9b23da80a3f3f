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

const businessSteps = [
  {
    title: 'Get verified',
    text: 'Register your business, choose a package and send us your documents.',
  },
  {
    title: 'Receive leads',
    text: `Jobs posted within ${company.leadRadiusKm} km of your postcode, in the services you offer, come to you.`,
  },
  {
    title: 'Quote and win work',
    text: 'Send your price on the jobs you want; happy customers leave reviews on your profile.',
  },
];

function Steps({ label, steps }: { label: string; steps: typeof customerSteps }) {
  return (
    <div className="lp-steps-group">
      <h3 className="lp-steps-group__title">{label}</h3>
      <ol className="lp-steps">
        {steps.map((step, index) => (
          <li key={step.title} className="lp-steps__item">
            <span className="lp-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <h4 className="lp-steps__title">{step.title}</h4>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HowItWorks() {
  return (
    <section className="lp-section lp-section--tinted" aria-labelledby="lp-how-title">
      <div className="lp-container">
        <h2 id="lp-how-title" className="lp-section__title">
          How it works
        </h2>
        <Steps label="For customers" steps={customerSteps} />
        <Steps label="For businesses" steps={businessSteps} />
      </div>
    </section>
  );
}
