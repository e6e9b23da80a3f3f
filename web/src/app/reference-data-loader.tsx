import { useLocations } from '@/shared/api/get-locations';
import { useWorkCategories } from '@/shared/api/get-work-categories';

/** Loads work categories and locations once at start-up so every page finds them cached. */
export function ReferenceDataLoader() {
  useWorkCategories();
  useLocations();
  return null;
}
