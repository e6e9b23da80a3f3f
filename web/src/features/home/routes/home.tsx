import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyWithAntd } from '@/shared/components/layout/with-antd';
import { ForBusinesses } from '../components/for-businesses';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { TrustSignals } from '../components/trust-signals';
import { WorkCategoriesSection } from '../components/work-categories-section';
import '../components/home.css';

// Its toasts are antd's: only a visitor arriving from the verification e-mail downloads them.
const VerificationLinkHandler = lazyWithAntd(() =>
  import('../components/verification-link-handler').then((module) => module.VerificationLinkHandler),
);

/** The home page: plain HTML and CSS, no antd (the first page most visitors see; issue 15). */
export default function HomeRoute() {
  const [searchParams] = useSearchParams();
  // Latched: the handler takes the code out of the address, and must stay to show its toast.
  const [verifying] = useState(() => searchParams.has('code') && searchParams.has('user_type'));
  return (
    <>
      {verifying ? (
        <Suspense fallback={null}>
          <VerificationLinkHandler />
        </Suspense>
      ) : null}
      <Hero />
      <TrustSignals />
      <WorkCategoriesSection />
      <HowItWorks />
      <ForBusinesses />
    </>
  );
}
