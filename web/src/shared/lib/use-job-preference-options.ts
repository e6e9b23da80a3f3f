import { useMemo } from 'react';
import { useLocations } from '@/shared/api/get-locations';
import { useWorkCategories } from '@/shared/api/get-work-categories';

export interface PreferenceOption {
  value: string;
  label: string;
}

/**
 * The choices of a job wizard's step 1 (Job Preferences): the work categories, the chosen
 * category's services sorted by name, the postcode areas. One source for the antd step (Admin →
 * Post Job) and the plain one (/post-a-job).
 */
export function useJobPreferenceOptions(categoryId: string | undefined) {
  const { workCategories } = useWorkCategories();
  const { locations } = useLocations();
  return useMemo(() => {
    const category = workCategories.find((c) => c.id === categoryId);
    const services = [...(category?.services ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
    return {
      categories: workCategories.map((c): PreferenceOption => ({ value: c.id, label: c.name })),
      services: services.map((s): PreferenceOption => ({ value: s.id, label: s.name })),
      locations: locations.map((l): PreferenceOption => ({ value: l.location, label: `${l.location} — ${l.name}` })),
    };
  }, [workCategories, locations, categoryId]);
}

/** The Property choice of step 1. */
export const propertyOptions = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
] as const;
