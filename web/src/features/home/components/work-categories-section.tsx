import { useWorkCategories } from '@/shared/api/get-work-categories';

/** The work categories and services customers can post jobs in. */
export function WorkCategoriesSection() {
  const { workCategories, isLoading } = useWorkCategories();

  return (
    <section className="lp-section" aria-labelledby="lp-categories-title">
      <div className="lp-container">
        <h2 id="lp-categories-title" className="lp-section__title">
          Services you can book
        </h2>
        {isLoading ? (
          <div className="lp-category-grid" aria-busy="true">
            <div className="lp-card lp-card--placeholder" />
            <div className="lp-card lp-card--placeholder" />
          </div>
        ) : workCategories.length > 0 ? (
          <div className="lp-category-grid">
            {workCategories.map((workCategory) => {
              const headingId = `lp-category-${workCategory.id}`;
              return (
                <section key={workCategory.id} className="lp-card" aria-labelledby={headingId}>
                  <h3 id={headingId} className="lp-category-card__name">
                    {workCategory.name}
                  </h3>
                  {workCategory.services.length > 0 ? (
                    <ul className="lp-category-card__services" aria-label={`${workCategory.name} services`}>
                      {workCategory.services.map((service) => (
                        <li key={service.id} className="lp-chip">
                          {service.name}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="lp-muted">Services coming soon.</p>
                  )}
                </section>
              );
            })}
          </div>
        ) : (
          <p className="lp-muted">Our list of services will be back shortly.</p>
        )}
      </div>
    </section>
  );
}
