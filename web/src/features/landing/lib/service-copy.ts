/**
 * What a service is, in a sentence or two, for its landing page. Keyed by slug; a service an admin
 * adds later gets the general wording until it is written here.
 */
const services: Record<string, string> = {
  'domestic-cleaning':
    'Regular or one-off cleaning of your home: dusting, vacuuming, mopping, kitchens and bathrooms, on the days that suit you.',
  'end-of-tenancy-cleaning':
    'A top-to-bottom clean when you move out (or in), to the standard letting agents and landlords check against the inventory: kitchen appliances, bathrooms, skirting boards, inside cupboards and windows.',
  'deep-cleaning':
    'A thorough clean of the places a regular clean misses: behind appliances, limescale, grout, high shelves and soft furnishings.',
  'carpet-cleaning': 'Hot water extraction or dry cleaning of carpets and rugs to lift stains, odours and allergens.',
  'oven-cleaning': 'Your oven, hob and extractor taken apart, degreased and put back like new.',
  'window-cleaning': 'Inside and outside windows, frames and sills, by ladder or water-fed pole.',
  'office-commercial-cleaning': 'Cleaning of offices, shops and other workplaces, daily, weekly or out of hours.',
  'after-builders-cleaning':
    'Removing the dust, paint and debris building work leaves behind, so the place is ready to live or work in.',
  'lawn-mowing': 'Mowing, edging and clearing the cuttings, as a one-off or through the growing season.',
  'hedge-trimming': 'Shaping and cutting back hedges and shrubs, with the waste taken away.',
  'garden-clearance': 'Clearing overgrown gardens, green waste and rubbish, ready for a fresh start.',
  'tree-surgery': 'Pruning, crown reduction and felling of trees by trained, insured arborists.',
  'house-removals': 'Moving the contents of your home safely, with a van and a team sized to the job.',
  'man-and-van': 'A van and a driver who helps load and unload, for small moves and collections.',
  'furniture-assembly': 'Flat-pack furniture built and fixed in place where it needs to be.',
};

export function serviceSummary(serviceSlug: string, serviceName: string, categoryName: string): string {
  return (
    services[serviceSlug] ??
    `${serviceName}: a ${categoryName.toLowerCase()} service from local businesses that have been verified on LocalPros.`
  );
}
