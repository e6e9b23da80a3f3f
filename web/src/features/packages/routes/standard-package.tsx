import { PackagesPage } from '../components/packages-page';

export default function StandardPackageRoute() {
  return <PackagesPage focus="standard" />;
}
