import { ContactDetails } from './contact-details';

/** Thin strip above the navbar with ways to reach us. */
export function SupportBar() {
  return (
    <aside className="lp-support-bar" aria-label="Contact LocalPros">
      <div className="lp-container">
        <ContactDetails />
      </div>
    </aside>
  );
}
