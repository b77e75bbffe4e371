// ZIP codes the marketplace knows, with their city and centre: a listing's pickup area and the
// distance filter come from here, never from an address. Centres are rounded to 2 decimals (about
// 1 km). A ZIP not listed is refused with a clear message until the table grows (or a hosted
// geocoder replaces it behind zipArea()).
export interface ZipArea {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

type Row = [zip: string, lat: number, lng: number];

const METROS: { city: string; state: string; zips: Row[] }[] = [
  {
    city: 'New York',
    state: 'NY',
    zips: [
      ['10001', 40.75, -73.997],
      ['10002', 40.716, -73.987],
      ['10003', 40.732, -73.989],
      ['10011', 40.742, -74.0],
      ['10014', 40.734, -74.006],
      ['10016', 40.745, -73.978],
      ['10023', 40.776, -73.983],
      ['10024', 40.798, -73.975],
      ['10025', 40.799, -73.967],
      ['10128', 40.781, -73.95],
      ['10463', 40.881, -73.907],
      ['11101', 40.746, -73.94],
      ['11201', 40.694, -73.99],
      ['11211', 40.713, -73.953],
      ['11215', 40.667, -73.986],
      ['11217', 40.682, -73.979],
      ['11238', 40.679, -73.964],
      ['11375', 40.721, -73.846],
    ],
  },
  {
    city: 'Los Angeles',
    state: 'CA',
    zips: [
      ['90004', 34.076, -118.31],
      ['90012', 34.062, -118.24],
      ['90026', 34.077, -118.262],
      ['90027', 34.116, -118.295],
      ['90034', 34.03, -118.4],
      ['90039', 34.112, -118.26],
      ['90041', 34.137, -118.207],
      ['90042', 34.115, -118.193],
      ['90064', 34.036, -118.425],
      ['90066', 34.0, -118.43],
      ['90291', 33.993, -118.465],
      ['91604', 34.14, -118.39],
    ],
  },
  {
    city: 'Chicago',
    state: 'IL',
    zips: [
      ['60607', 41.874, -87.651],
      ['60611', 41.894, -87.62],
      ['60614', 41.922, -87.651],
      ['60618', 41.946, -87.704],
      ['60622', 41.902, -87.677],
      ['60625', 41.972, -87.7],
      ['60640', 41.972, -87.663],
      ['60647', 41.921, -87.702],
      ['60657', 41.94, -87.653],
      ['60660', 41.991, -87.663],
    ],
  },
  {
    city: 'Houston',
    state: 'TX',
    zips: [
      ['77002', 29.756, -95.365],
      ['77006', 29.741, -95.391],
      ['77007', 29.771, -95.411],
      ['77008', 29.8, -95.41],
      ['77019', 29.752, -95.41],
      ['77025', 29.689, -95.435],
      ['77098', 29.735, -95.415],
    ],
  },
  {
    city: 'San Francisco',
    state: 'CA',
    zips: [
      ['94103', 37.773, -122.411],
      ['94107', 37.762, -122.4],
      ['94110', 37.749, -122.415],
      ['94114', 37.758, -122.435],
      ['94117', 37.77, -122.445],
      ['94118', 37.781, -122.462],
      ['94122', 37.759, -122.485],
      ['94131', 37.742, -122.438],
      ['94602', 37.805, -122.21],
      ['94610', 37.812, -122.24],
    ],
  },
  {
    city: 'Seattle',
    state: 'WA',
    zips: [
      ['98103', 47.67, -122.342],
      ['98105', 47.663, -122.302],
      ['98107', 47.668, -122.377],
      ['98112', 47.63, -122.297],
      ['98115', 47.685, -122.3],
      ['98117', 47.689, -122.377],
      ['98122', 47.611, -122.305],
      ['98144', 47.586, -122.3],
    ],
  },
  {
    city: 'Austin',
    state: 'TX',
    zips: [
      ['78701', 30.271, -97.744],
      ['78702', 30.263, -97.716],
      ['78703', 30.294, -97.767],
      ['78704', 30.243, -97.765],
      ['78745', 30.207, -97.796],
      ['78751', 30.31, -97.723],
      ['78756', 30.322, -97.739],
    ],
  },
  {
    city: 'Boston',
    state: 'MA',
    zips: [
      ['02116', 42.35, -71.077],
      ['02118', 42.338, -71.07],
      ['02130', 42.31, -71.114],
      ['02131', 42.285, -71.124],
      ['02139', 42.364, -71.104],
      ['02143', 42.381, -71.099],
      ['02144', 42.4, -71.122],
      ['02446', 42.343, -71.121],
    ],
  },
  {
    city: 'Denver',
    state: 'CO',
    zips: [
      ['80203', 39.731, -104.982],
      ['80205', 39.759, -104.963],
      ['80206', 39.731, -104.953],
      ['80210', 39.678, -104.963],
      ['80211', 39.767, -105.02],
      ['80218', 39.732, -104.971],
      ['80220', 39.733, -104.917],
    ],
  },
  {
    city: 'Atlanta',
    state: 'GA',
    zips: [
      ['30306', 33.786, -84.352],
      ['30307', 33.769, -84.333],
      ['30308', 33.772, -84.376],
      ['30309', 33.798, -84.388],
      ['30312', 33.745, -84.372],
      ['30316', 33.73, -84.332],
      ['30317', 33.75, -84.315],
    ],
  },
];

const BY_ZIP = new Map<string, ZipArea>(
  METROS.flatMap(({ city, state, zips }) =>
    zips.map(([zip, lat, lng]): [string, ZipArea] => [zip, { zip, city, state, lat, lng }]),
  ),
);

export const UNKNOWN_ZIP_MESSAGE =
  'We do not cover that ZIP code yet. Try a ZIP in New York, Los Angeles, Chicago, Houston, San Francisco, Seattle, Austin, Boston, Denver or Atlanta.';

/** The area of a 5-digit ZIP, or null when it is not one we cover. */
export function zipArea(zip: string): ZipArea | null {
  return BY_ZIP.get(zip.trim()) ?? null;
}

/** Every ZIP we cover (for the seed and tests). */
export function knownZips(): ZipArea[] {
  return [...BY_ZIP.values()];
}

/** The cities we cover, each once, in table order. */
export function marketplaceCities(): { city: string; state: string }[] {
  return METROS.map(({ city, state }) => ({ city, state }));
}

/** Great-circle distance in miles between two points. */
export function distanceMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}
