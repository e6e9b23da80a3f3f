/**
 * Work categories and the services a customer can post a job for.
 * Cleaning is the launch category and comes first; names are sentence case.
 */

export interface WorkCategorySeed {
  readonly name: string;
  readonly services: readonly string[];
}

export const workCategories: readonly WorkCategorySeed[] = [
  {
    name: 'Cleaning',
    services: [
      'Domestic cleaning',
      'End of tenancy cleaning',
      'Deep cleaning',
      'Carpet cleaning',
      'Oven cleaning',
      'Window cleaning',
      'Office/commercial cleaning',
      'After-builders cleaning',
    ],
  },
  {
    name: 'Gardening',
    services: [
      'Lawn mowing',
      'Hedge trimming',
      'Garden clearance',
      'Tree surgery',
      'Turfing',
      'Patio and driveway cleaning',
      'Garden maintenance',
      'Fencing',
    ],
  },
  {
    name: 'Handyman',
    services: [
      'Furniture assembly',
      'Shelf and picture hanging',
      'TV wall mounting',
      'Door fitting and repairs',
      'Minor plumbing repairs',
      'Painting and decorating',
      'Tiling and grouting',
      'Curtain and blind fitting',
    ],
  },
  {
    name: 'Removals',
    services: [
      'House removals',
      'Flat removals',
      'Office removals',
      'Man and van',
      'Single item delivery',
      'Packing service',
      'Storage',
      'Piano removals',
    ],
  },
  {
    name: 'Pest control',
    services: [
      'Rat and mouse control',
      'Wasp nest removal',
      'Bed bug treatment',
      'Flea treatment',
      'Cockroach control',
      'Ant control',
      'Bird proofing',
      'Moth treatment',
    ],
  },
];
