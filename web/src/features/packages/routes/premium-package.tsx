import { PackagesPage } from '../components/packages-page';

export default function PremiumPackageRoute() {
  return <PackagesPage focus="premium" />;
}
