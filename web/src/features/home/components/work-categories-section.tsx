import { Skeleton, Typography } from 'antd';
import { useWorkCategories } from '@/shared/api/get-work-categories';
import { WorkCategoryCard } from './work-category-card';

/** The work categories and services customers can post jobs in. */
export function WorkCategoriesSection() {
  const { workCategories, isLoading } = useWorkCategories();

  return (
    <section className="lp-section" aria-labelledby="lp-categories-title">
      <div className="lp-container">
        <Typography.Title level={2} id="lp-categories-title">
          Services you can book
        </Typography.Title>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : workCategories.length > 0 ? (
          <div className="lp-category-grid">
            {workCategories.map((workCategory) => (
              <WorkCategoryCard key={workCategory.id} workCategory={workCategory} />
            ))}
          </div>
        ) : (
          <Typography.Paragraph className="lp-muted">Our list of services will be back shortly.</Typography.Paragraph>
        )}
      </div>
    </section>
  );
}
