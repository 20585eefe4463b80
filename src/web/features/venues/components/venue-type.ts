/** The venue types of spec 1 §3 as people say them. */
const venueTypeNames: Record<string, string> = {
  bar: 'Bar',
  restaurant: 'Restaurant',
  pub: 'Pub',
  club: 'Club',
  theater: 'Theatre',
  concert_hall: 'Concert hall',
  wedding_venue: 'Wedding venue',
  function_venue: 'Function venue',
  outdoor: 'Outdoor',
  other: 'Other',
};

export function venueTypeLabel(type: string | null): string | null {
  return type ? (venueTypeNames[type] ?? type) : null;
}
