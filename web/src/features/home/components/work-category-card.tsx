import { Card, Tag } from 'antd';
import type { WorkCategory } from '@/shared/api/get-work-categories';

export interface WorkCategoryCardProps {
  workCategory: WorkCategory;
}

/** One work category and the services in it. */
export function WorkCategoryCard({ workCategory }: WorkCategoryCardProps) {
  const headingId = `lp-category-${workCategory.id}`;
  return (
    <Card className="lp-category-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="lp-category-card__name">
        {workCategory.name}
      </h3>
      {workCategory.services.length > 0 ? (
        <ul className="lp-category-card__services" aria-label={`${workCategory.name} services`}>
          {workCategory.services.map((service) => (
            <li key={service.id}>
              <Tag>{service.name}</Tag>
            </li>
          ))}
        </ul>
      ) : (
        <p className="lp-muted">Services coming soon.</p>
      )}
    </Card>
  );
}
