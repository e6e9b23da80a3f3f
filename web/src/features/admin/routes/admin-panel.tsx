import { AdminDashboard } from '../components/admin-dashboard';
import { AdminPostJobWizard } from '../components/admin-post-job-wizard';
import { AdminReviews } from '../components/admin-reviews';
import { AdminSettings } from '../components/admin-settings';
import { AdminShell } from '../components/admin-shell';
import { BusinessesTable } from '../components/businesses-table';
import { CustomersTable } from '../components/customers-table';
import { JobsTable } from '../components/jobs-table';
import { WorkCategoriesTable } from '../components/work-categories-table';

/** /admin/{tab}: one page for every tab, so the shell stays mounted while they change. */
export default function AdminPanelRoute() {
  return (
    <AdminShell
      renderTab={(tab, section) => {
        switch (tab) {
          case 'customers':
            return <CustomersTable />;
          case 'businesses':
            return <BusinessesTable />;
          case 'jobs':
            return <JobsTable />;
          case 'work-categories':
            return <WorkCategoriesTable />;
          case 'reviews':
            return <AdminReviews section={section} />;
          case 'post-job':
            return <AdminPostJobWizard />;
          case 'settings':
            return <AdminSettings section={section} />;
          default:
            return <AdminDashboard />;
        }
      }}
    />
  );
}
