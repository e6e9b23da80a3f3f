import { PackagesPage } from '../components/packages-page';

export default function PackagesRoute() {
  return <PackagesPage />;
}
