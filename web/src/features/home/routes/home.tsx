import { company } from '@/shared/config/company';
import { ForBusinesses } from '../components/for-businesses';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { VerificationLinkHandler } from '../components/verification-link-handler';
import { WorkCategoriesSection } from '../components/work-categories-section';
import '../components/home.css';

export default function HomeRoute() {
  return (
    <>
      <title>{`${company.name} | Find trusted local cleaners`}</title>
      <VerificationLinkHandler />
      <Hero />
      <WorkCategoriesSection />
      <HowItWorks />
      <ForBusinesses />
    </>
  );
}
