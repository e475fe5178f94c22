/**
 * Vocabulary the value sampler draws from when faker has no module that fits: product lines per
 * shop domain, real places per country, short texts per purpose. Plain data, no logic, so a
 * reviewer can read and extend it.
 */

/** A kind of shop: what it sells, who makes it, what it costs. */
export interface Catalogue {
  /** Matched against the environment's domain, description, entity names and enum values. */
  match: string;
  /** Product lines by category word (keys matched against a record's category value). */
  lines: Record<string, string[]>;
  brands: string[];
  /** Suffixes that make two products of one line differ ("Trail Runner 3", "… GTX"). */
  variants: string[];
  price: [number, number];
  /** A sentence about one product; `{name}` is replaced. */
  blurbs: string[];
  /** Categories when the doc gives none. */
  categories: string[];
}

export const CATALOGUES: Record<string, Catalogue> = {
  shoes: {
    match: "\\b(shoes?|sneakers?|footwear|boots?|sandals?)\\b",
    lines: {
      running: ["Road Runner", "Tempo Racer", "Cloud Trainer", "Trail Runner", "Marathon Flyer"],
      hiking: ["Summit Hiking Boot", "Ridge Mid", "Alpine Trekker", "Canyon Approach Shoe"],
      casual: ["Canvas Low Sneaker", "Leather Court Sneaker", "Suede Loafer", "Slip-On Classic"],
      formal: ["Oxford Cap-Toe", "Derby Brogue", "Chelsea Boot", "Leather Monk Strap"],
      sandals: ["Slide Sandal", "Two-Strap Sandal", "Cork Footbed Sandal", "Sport Sandal"],
      boots: ["Chelsea Boot", "Work Boot", "Winter Snow Boot", "Desert Boot"],
      kids: ["Kids Velcro Sneaker", "Kids Rain Boot"],
    },
    brands: ["Asics", "Brooks", "Salomon", "Merrell", "Clarks", "Birkenstock", "Hoka", "Vans"],
    variants: ["2", "3", "GTX", "Wide", "Lite", "Pro"],
    price: [45, 220],
    blurbs: [
      "{name}: cushioned midsole, true to size.",
      "{name} with a breathable mesh upper and a grippy outsole.",
      "Everyday comfort; the {name} breaks in within a week.",
    ],
    categories: ["running", "hiking", "casual", "formal", "sandals"],
  },
  apparel: {
    match: "\\b(cloth(es|ing)|apparel|fashion|garments?|outfits?)\\b",
    lines: {
      tops: ["Merino Crew Sweater", "Oxford Shirt", "Linen Shirt", "Cotton T-Shirt", "Hoodie"],
      bottoms: ["Slim Chino Trousers", "Straight Jeans", "Running Shorts", "Wool Trousers"],
      outerwear: ["Denim Jacket", "Rain Parka", "Quilted Vest", "Wool Overcoat"],
      accessories: ["Leather Belt", "Wool Beanie", "Silk Scarf", "Canvas Tote"],
    },
    brands: ["Uniqlo", "Patagonia", "Levi's", "COS", "Arket", "Everlane"],
    variants: ["Navy", "Black", "Olive", "Grey", "Sand", "Charcoal"],
    price: [15, 180],
    blurbs: ["{name}, relaxed fit, machine washable.", "{name} in a heavyweight cotton."],
    categories: ["tops", "bottoms", "outerwear", "accessories"],
  },
  electronics: {
    match: "\\b(electronics?|gadgets?|computers?|laptops?|headphones?|cameras?)\\b",
    lines: {
      audio: ["Noise-Cancelling Headphones", "Wireless Earbuds", "Bluetooth Speaker"],
      computing: ["14-inch Laptop", "27-inch Monitor", "Mechanical Keyboard", "Wireless Mouse"],
      accessories: ["USB-C Charger 65W", "Laptop Stand", "HDMI Cable 2m", "Power Bank 20000mAh"],
      phones: ["Smartphone 128GB", "Phone Case", "Smart Watch"],
    },
    brands: ["Sony", "Logitech", "Anker", "Samsung", "Bose", "Dell", "Apple", "Lenovo"],
    variants: ["Gen 2", "Pro", "Mini", "Plus", "2025 Edition", "Black", "White"],
    price: [15, 1400],
    blurbs: ["{name} with a two-year warranty.", "{name}, ships with a USB-C cable."],
    categories: ["audio", "computing", "accessories", "phones"],
  },
  books: {
    // Not "library": a doc's libraries are code (PDF generators, SMS SDKs, PhantAuth).
    match: "\\b(books?|publishers?|bookstores?|bookshops?)\\b",
    lines: {},
    brands: ["Penguin", "HarperCollins", "Vintage", "Faber & Faber", "Bloomsbury"],
    variants: ["Paperback", "Hardcover", "2nd Edition"],
    price: [8, 45],
    blurbs: ["A {name} first edition in good condition.", "{name}, paperback, 320 pages."],
    categories: ["fiction", "history", "science", "children", "biography"],
  },
  coffee: {
    match: "\\b(coffee|cafe|café|roastery|roasters?|espresso|barista)\\b",
    lines: {
      beans: ["Ethiopia Yirgacheffe 250g", "Colombia Huila 250g", "House Espresso Blend 1kg"],
      drinks: ["Flat White", "Cappuccino", "Iced Latte", "Cortado", "Cold Brew"],
      equipment: ["Pour-Over Dripper", "Burr Grinder", "Milk Frothing Jug"],
    },
    brands: ["Square Mile", "Onyx", "Stumptown", "Lavazza", "Illy"],
    variants: ["Small", "Large", "Decaf", "Oat Milk"],
    price: [3, 60],
    blurbs: ["{name}: notes of cocoa and red berries.", "{name}, roasted this week."],
    categories: ["beans", "drinks", "equipment"],
  },
  grocery: {
    match: "\\b(grocer(y|ies)|supermarkets?|food delivery|pantry)\\b",
    lines: {
      produce: ["Organic Bananas", "Gala Apples 1kg", "Baby Spinach 200g", "Vine Tomatoes"],
      dairy: ["Whole Milk 1L", "Greek Yogurt 500g", "Cheddar 250g", "Free-Range Eggs x12"],
      bakery: ["Sourdough Loaf", "Croissants x4", "Rye Bread"],
      pantry: ["Basmati Rice 1kg", "Penne Pasta 500g", "Extra Virgin Olive Oil 500ml"],
    },
    brands: ["Whole Foods", "Tesco Finest", "Trader Joe's", "Barilla", "Danone"],
    variants: ["Family Pack", "Organic", "Value"],
    price: [1, 20],
    blurbs: ["{name}, best before next week.", "Locally sourced {name}."],
    categories: ["produce", "dairy", "bakery", "pantry"],
  },
  restaurant: {
    match: "\\b(restaurants?|menus?|dish(es)?|pizzas?|takeaway)\\b",
    lines: {
      mains: ["Margherita Pizza", "Chicken Tikka Masala", "Beef Burger", "Mushroom Risotto"],
      starters: ["Garlic Bread", "Tomato Soup", "Caesar Salad", "Spring Rolls"],
      desserts: ["Tiramisu", "Chocolate Brownie", "Lemon Tart"],
      drinks: ["Sparkling Water", "Fresh Lemonade", "House Red (glass)"],
    },
    brands: ["House"],
    variants: ["Large", "Vegan", "Spicy"],
    price: [4, 32],
    blurbs: ["{name}, made fresh to order.", "Our {name}, a regulars' favourite."],
    categories: ["starters", "mains", "desserts", "drinks"],
  },
  furniture: {
    match: "\\b(furniture|home decor|sofas?)\\b",
    lines: {
      living: ["Three-Seat Linen Sofa", "Oak Coffee Table", "Walnut Bookshelf", "Floor Lamp"],
      dining: ["Oak Dining Table", "Upholstered Dining Chair", "Sideboard"],
      bedroom: ["Queen Bed Frame", "Bedside Table", "Six-Drawer Dresser"],
      office: ["Standing Desk", "Ergonomic Office Chair", "Filing Cabinet"],
    },
    brands: ["IKEA", "West Elm", "Muuto", "HAY", "Habitat"],
    variants: ["Oak", "Walnut", "White", "Grey", "Large"],
    price: [40, 1200],
    blurbs: ["{name}, delivered flat-packed.", "Solid {name}, assembly in 30 minutes."],
    categories: ["living", "dining", "bedroom", "office"],
  },
  pets: {
    match: "\\b(pets?|veterinar(y|ian)|animals?)\\b",
    lines: {
      food: ["Grain-Free Dog Food 12kg", "Indoor Cat Food 4kg", "Puppy Kibble 2kg"],
      toys: ["Rope Tug Toy", "Catnip Mouse", "Squeaky Ball"],
      accessories: ["Reflective Dog Lead", "Cat Scratching Post", "Travel Crate"],
    },
    brands: ["Royal Canin", "Purina", "KONG", "Hill's"],
    variants: ["Small", "Medium", "Large"],
    price: [5, 90],
    blurbs: ["{name}, vet recommended.", "Durable {name} for everyday play."],
    categories: ["food", "toys", "accessories"],
  },
  sports: {
    match: "\\b(sports?|sporting goods|fitness|gym|outdoor gear|bikes?|cycling)\\b",
    lines: {
      fitness: ["Yoga Mat 6mm", "Adjustable Dumbbells", "Resistance Bands Set"],
      cycling: ["Road Bike Helmet", "Bike Lights Set", "Cycling Gloves"],
      outdoor: ["Two-Person Tent", "Down Sleeping Bag", "Trekking Poles"],
    },
    brands: ["Decathlon", "The North Face", "Garmin", "Osprey"],
    variants: ["Pro", "Lite", "Blue", "Black"],
    price: [10, 400],
    blurbs: ["{name}, lightweight and packable.", "{name} built for daily training."],
    categories: ["fitness", "cycling", "outdoor"],
  },
  generic: {
    match: "$^",
    lines: {
      home: ["Ceramic Mug", "Stainless Water Bottle", "Cotton Tote Bag", "Scented Candle"],
      office: ["A5 Notebook", "Desk Organizer", "Gel Pens (10 pack)", "Wall Calendar"],
      kitchen: ["Chef's Knife", "Cast Iron Skillet", "Bamboo Cutting Board"],
    },
    brands: ["Acme", "Muji", "OXO", "Moleskine"],
    variants: ["Blue", "Large", "Set of 2", "Classic"],
    price: [5, 150],
    blurbs: ["{name}, ships in two days.", "Our best-selling {name}."],
    categories: ["home", "office", "kitchen"],
  },
};

/** A real city with the state/region and a postal code pattern that belongs to it. */
export interface Place {
  city: string;
  state: string;
  /** Full state or region name. */
  region: string;
  /** The county, district or local authority the city lies in ("Multnomah County"). */
  county: string;
  /** `#` is a random digit. */
  postal: string;
  tz?: string;
  /** The airport that serves the city: an airport record in the city is called this. */
  airport?: string;
  /** The city centre, in degrees: a record's coordinates are near it. */
  lat: number;
  lng: number;
  streets: string[];
}

export interface CountryPlaces {
  code: string;
  name: string;
  currency: string;
  phone: string;
  /** House number before the street (US) or after (DE). */
  numberFirst: boolean;
  /** IANA time zone of the places (US places override it). */
  tz: string;
  places: Place[];
}

/** What one country decides about a record that is about it (a countries list, a country report). */
export interface CountryProfile {
  /** ISO 3166 alpha-2. */
  code: string;
  /** ISO 4217 code of its money. */
  currency: string;
  capital: string;
  /** The capital, in degrees. */
  lat: number;
  lng: number;
  /** The country's extent, in degrees: [south, north, west, east]. */
  box: [number, number, number, number];
  /** A postal code of it; `#` is a random digit. */
  postal: string;
  /** ISO 639-1 code of its main language. */
  language: string;
}

/**
 * Country profiles, one line each: code currency lat lng south north west east postal language
 * capital. A record about a country takes its money, capital, coordinates and postal code from
 * one line (fresh43 readers: "Zambia" with "Swedish Krona" at Manchester's coordinates).
 */
export const COUNTRY_PROFILES: CountryProfile[] = `
US USD 38.9072 -77.0369 24.5 49.4 -124.8 -66.9 ##### en Washington
GB GBP 51.5074 -0.1278 49.9 60.9 -8.7 1.8 SW1A_#AA en London
DE EUR 52.5200 13.4050 47.3 55.1 5.9 15.0 1#### de Berlin
FR EUR 48.8566 2.3522 41.3 51.1 -5.2 9.6 75### fr Paris
CA CAD 45.4215 -75.6972 41.7 83.1 -141.0 -52.6 K1A_#B# en Ottawa
AU AUD -35.2809 149.1300 -43.7 -10.7 113.3 153.6 2### en Canberra
ES EUR 40.4168 -3.7038 36.0 43.8 -9.3 3.3 280## es Madrid
IT EUR 41.9028 12.4964 36.6 47.1 6.6 18.5 001## it Rome
NL EUR 52.3676 4.9041 50.8 53.6 3.4 7.2 10##_AB nl Amsterdam
SE SEK 59.3293 18.0686 55.3 69.1 11.1 24.2 1##_## sv Stockholm
NO NOK 59.9139 10.7522 58.0 71.2 4.6 31.1 0### no Oslo
DK DKK 55.6761 12.5683 54.6 57.8 8.1 15.2 1### da Copenhagen
CH CHF 46.9480 7.4474 45.8 47.8 5.9 10.5 30## de Bern
PL PLN 52.2297 21.0122 49.0 54.8 14.1 24.1 0#-### pl Warsaw
PT EUR 38.7223 -9.1393 36.9 42.2 -9.5 -6.2 1###-### pt Lisbon
IE EUR 53.3498 -6.2603 51.4 55.4 -10.5 -6.0 D0#_X### en Dublin
JP JPY 35.6762 139.6503 24.0 45.6 122.9 145.8 100-#### ja Tokyo
CN CNY 39.9042 116.4074 18.2 53.6 73.5 134.8 100### zh Beijing
IN INR 28.6139 77.2090 6.7 35.5 68.1 97.4 110### hi New Delhi
BR BRL -15.7939 -47.8828 -33.8 5.3 -73.99 -34.8 70###-### pt Brasília
MX MXN 19.4326 -99.1332 14.5 32.7 -118.4 -86.7 06### es Mexico City
AR ARS -34.6037 -58.3816 -55.1 -21.8 -73.6 -53.6 C10##AAA es Buenos Aires
ZA ZAR -25.7479 28.2293 -34.8 -22.1 16.5 32.9 0### en Pretoria
NG NGN 9.0765 7.3986 4.3 13.9 2.7 14.7 9####1 en Abuja
KE KES -1.2921 36.8219 -4.7 5.0 33.9 41.9 00### en Nairobi
ZM ZMW -15.3875 28.3228 -18.1 -8.2 22.0 33.7 10### en Lusaka
BW BWP -24.6282 25.9231 -26.9 -17.8 20.0 29.4 - en Gaborone
EG EGP 30.0444 31.2357 22.0 31.7 24.7 36.9 11### ar Cairo
KR KRW 37.5665 126.9780 33.1 38.6 124.6 131.9 0#### ko Seoul
SG SGD 1.3521 103.8198 1.2 1.5 103.6 104.1 0##### en Singapore
NZ NZD -41.2865 174.7762 -47.3 -34.4 166.4 178.6 6### en Wellington
TR TRY 39.9334 32.8597 35.8 42.1 25.7 44.8 06### tr Ankara
`
  .trim()
  .split("\n")
  .map((line) => {
    const [code, currency, lat, lng, s, n, w, e, postal, language, ...capital] = line.split(" ");
    return {
      code: code as string,
      currency: currency as string,
      capital: capital.join(" "),
      lat: Number(lat),
      lng: Number(lng),
      box: [Number(s), Number(n), Number(w), Number(e)] as [number, number, number, number],
      postal: postal === "-" ? "" : (postal as string).replace(/_/g, " "),
      language: language as string,
    };
  });

/** A country's money, from its profile: one table says what each country spends. */
function currencyOf(code: string): string {
  const p = COUNTRY_PROFILES.find((x) => x.code === code);
  if (!p) throw new Error(`no country profile for ${code}`);
  return p.currency;
}

export const COUNTRIES: CountryPlaces[] = (
  [
    {
      code: "US",
      tz: "America/New_York",
      name: "United States",
      phone: "+1 ### ### ####",
      numberFirst: true,
      places: [
        {
          city: "Austin",
          county: "Travis County",
          airport: "Austin-Bergstrom International Airport",
          lat: 30.2672,
          lng: -97.7431,
          tz: "America/Chicago",
          state: "TX",
          region: "Texas",
          postal: "787##",
          streets: ["Congress Ave", "Lamar Blvd", "S 1st St"],
        },
        {
          city: "Denver",
          county: "Denver County",
          airport: "Denver International Airport",
          lat: 39.7392,
          lng: -104.9903,
          tz: "America/Denver",
          state: "CO",
          region: "Colorado",
          postal: "802##",
          streets: ["Colfax Ave", "Larimer St", "Blake St"],
        },
        {
          city: "Seattle",
          county: "King County",
          airport: "Seattle-Tacoma International Airport",
          lat: 47.6062,
          lng: -122.3321,
          tz: "America/Los_Angeles",
          state: "WA",
          region: "Washington",
          postal: "981##",
          streets: ["Pine St", "Aurora Ave N", "Rainier Ave S"],
        },
        {
          city: "Chicago",
          county: "Cook County",
          airport: "O'Hare International Airport",
          lat: 41.8781,
          lng: -87.6298,
          tz: "America/Chicago",
          state: "IL",
          region: "Illinois",
          postal: "606##",
          streets: ["N Clark St", "W Division St", "S Wabash Ave"],
        },
        {
          city: "Boston",
          county: "Suffolk County",
          airport: "Logan International Airport",
          lat: 42.3601,
          lng: -71.0589,
          state: "MA",
          region: "Massachusetts",
          postal: "021##",
          streets: ["Boylston St", "Tremont St", "Beacon St"],
        },
        {
          city: "Portland",
          county: "Multnomah County",
          airport: "Portland International Airport",
          lat: 45.5152,
          lng: -122.6784,
          tz: "America/Los_Angeles",
          state: "OR",
          region: "Oregon",
          postal: "972##",
          streets: ["NW 23rd Ave", "SE Hawthorne Blvd", "N Mississippi Ave"],
        },
        {
          city: "Atlanta",
          county: "Fulton County",
          airport: "Hartsfield-Jackson Atlanta International Airport",
          lat: 33.749,
          lng: -84.388,
          state: "GA",
          region: "Georgia",
          postal: "303##",
          streets: ["Peachtree St NE", "Ponce de Leon Ave", "Edgewood Ave"],
        },
        {
          city: "San Diego",
          county: "San Diego County",
          airport: "San Diego International Airport",
          lat: 32.7157,
          lng: -117.1611,
          tz: "America/Los_Angeles",
          state: "CA",
          region: "California",
          postal: "921##",
          streets: ["University Ave", "Garnet Ave", "5th Ave"],
        },
      ],
    },
    {
      code: "GB",
      tz: "Europe/London",
      name: "United Kingdom",
      phone: "+44 7### ######",
      numberFirst: true,
      places: [
        {
          city: "London",
          county: "Greater London",
          airport: "Heathrow Airport",
          lat: 51.5074,
          lng: -0.1278,
          state: "London",
          region: "Greater London",
          postal: "N1 #AB",
          streets: ["Upper Street", "Essex Road", "Liverpool Road"],
        },
        {
          city: "Manchester",
          county: "Greater Manchester",
          airport: "Manchester Airport",
          lat: 53.4808,
          lng: -2.2426,
          state: "Manchester",
          region: "Greater Manchester",
          postal: "M4 #LD",
          streets: ["Oldham Street", "Thomas Street"],
        },
        {
          city: "Bristol",
          county: "City of Bristol",
          airport: "Bristol Airport",
          lat: 51.4545,
          lng: -2.5879,
          state: "Bristol",
          region: "Bristol",
          postal: "BS1 #QA",
          streets: ["Park Street", "Gloucester Road"],
        },
        {
          city: "Edinburgh",
          county: "City of Edinburgh",
          airport: "Edinburgh Airport",
          lat: 55.9533,
          lng: -3.1883,
          state: "Scotland",
          region: "City of Edinburgh",
          postal: "EH1 #JX",
          streets: ["Rose Street", "Leith Walk"],
        },
      ],
    },
    {
      code: "DE",
      tz: "Europe/Berlin",
      name: "Germany",
      phone: "+49 15# #######",
      numberFirst: false,
      places: [
        {
          city: "Berlin",
          county: "Berlin",
          airport: "Berlin Brandenburg Airport",
          lat: 52.52,
          lng: 13.405,
          state: "BE",
          region: "Berlin",
          postal: "104##",
          streets: ["Torstraße", "Kastanienallee", "Oranienstraße"],
        },
        {
          city: "Munich",
          county: "Upper Bavaria",
          airport: "Munich Airport",
          lat: 48.1351,
          lng: 11.582,
          state: "BY",
          region: "Bavaria",
          postal: "803##",
          streets: ["Leopoldstraße", "Sendlinger Straße"],
        },
        {
          city: "Hamburg",
          county: "Hamburg",
          airport: "Hamburg Airport",
          lat: 53.5511,
          lng: 9.9937,
          state: "HH",
          region: "Hamburg",
          postal: "203##",
          streets: ["Schanzenstraße", "Lange Reihe"],
        },
      ],
    },
    {
      code: "FR",
      tz: "Europe/Paris",
      name: "France",
      phone: "+33 6 ## ## ## ##",
      numberFirst: true,
      places: [
        {
          city: "Paris",
          county: "Paris",
          airport: "Charles de Gaulle Airport",
          lat: 48.8566,
          lng: 2.3522,
          state: "IDF",
          region: "Île-de-France",
          postal: "750##",
          streets: ["Rue de Rivoli", "Rue Oberkampf", "Boulevard Voltaire"],
        },
        {
          city: "Lyon",
          county: "Rhône",
          airport: "Lyon-Saint Exupéry Airport",
          lat: 45.764,
          lng: 4.8357,
          state: "ARA",
          region: "Auvergne-Rhône-Alpes",
          postal: "6900#",
          streets: ["Rue de la République", "Cours Vitton"],
        },
      ],
    },
    {
      code: "CA",
      tz: "America/Toronto",
      name: "Canada",
      phone: "+1 ### ### ####",
      numberFirst: true,
      places: [
        {
          city: "Toronto",
          county: "Toronto",
          airport: "Toronto Pearson International Airport",
          lat: 43.6532,
          lng: -79.3832,
          state: "ON",
          region: "Ontario",
          postal: "M5V #K2",
          streets: ["Queen St W", "King St W", "Dundas St W"],
        },
        {
          city: "Vancouver",
          county: "Metro Vancouver",
          airport: "Vancouver International Airport",
          lat: 49.2827,
          lng: -123.1207,
          tz: "America/Vancouver",
          state: "BC",
          region: "British Columbia",
          postal: "V6B #A1",
          streets: ["Granville St", "Main St"],
        },
      ],
    },
    {
      code: "AU",
      tz: "Australia/Sydney",
      name: "Australia",
      phone: "+61 4## ### ###",
      numberFirst: true,
      places: [
        {
          city: "Sydney",
          county: "City of Sydney",
          airport: "Sydney Kingsford Smith Airport",
          lat: -33.8688,
          lng: 151.2093,
          state: "NSW",
          region: "New South Wales",
          postal: "20##",
          streets: ["George St", "Oxford St", "King St"],
        },
        {
          city: "Melbourne",
          county: "City of Melbourne",
          airport: "Melbourne Airport",
          lat: -37.8136,
          lng: 144.9631,
          tz: "Australia/Melbourne",
          state: "VIC",
          region: "Victoria",
          postal: "30##",
          streets: ["Collins St", "Brunswick St"],
        },
      ],
    },
  ] as Omit<CountryPlaces, "currency">[]
).map((c) => ({ ...c, currency: currencyOf(c.code) }));

/** Everything a known city decides about a record that lies in it. */
export interface CityPlace {
  place: Place;
  country: CountryPlaces;
  /** IANA time zone of the city (its own, else its country's). */
  tz: string;
  /** ISO 4217 code of the money spent there. */
  currency: string;
}

const CITY_PLACES = new Map<string, CityPlace>(
  COUNTRIES.flatMap((country) =>
    country.places.map(
      (place) =>
        [
          place.city.toLowerCase(),
          { place, country, tz: place.tz ?? country.tz, currency: country.currency },
        ] as [string, CityPlace],
    ),
  ),
);

/**
 * The one lookup of a known city (any case, trimmed): its country, region, county, time zone and
 * currency, so every stage that makes a record agree with its city reads the same table
 * (Edinburgh is never in America/Denver).
 */
export function placeOfCity(city: string): CityPlace | undefined {
  return CITY_PLACES.get(city.trim().toLowerCase());
}

/** A continent as GeoIP databases name it: two-letter code and name. */
export interface Continent {
  code: string;
  name: string;
}

const CONTINENTS: Record<string, string> = {
  AF: "Africa",
  AN: "Antarctica",
  AS: "Asia",
  EU: "Europe",
  NA: "North America",
  OC: "Oceania",
  SA: "South America",
};
const SOUTH_AMERICA = new Set([
  "AR",
  "BO",
  "BR",
  "CL",
  "CO",
  "EC",
  "GY",
  "PE",
  "PY",
  "SR",
  "UY",
  "VE",
]);
const ZONE_CONTINENT: Record<string, string> = {
  Africa: "AF",
  Antarctica: "AN",
  Asia: "AS",
  Europe: "EU",
  Australia: "OC",
  Pacific: "OC",
};

/**
 * The continent of a country (ISO alpha-2) from its IANA zone: "America/Chicago" in US is North
 * America, "America/Sao_Paulo" in BR South America. Undefined where the zone says nothing.
 */
export function continentOf(countryCode: string, tz: string): Continent | undefined {
  const area = tz.split("/")[0] ?? "";
  const code =
    area === "America"
      ? SOUTH_AMERICA.has(countryCode.toUpperCase())
        ? "SA"
        : "NA"
      : ZONE_CONTINENT[area];
  return code ? { code, name: CONTINENTS[code]! } : undefined;
}

/** Every known city's lookup, by lower-case city name. */
export function knownCities(): ReadonlyMap<string, CityPlace> {
  return CITY_PLACES;
}

/** Vehicle makes with models they really sell, so make and model agree. */
export const VEHICLES: Record<string, string[]> = {
  Toyota: ["Corolla", "Camry", "RAV4", "Prius", "Yaris"],
  Ford: ["Focus", "F-150", "Mustang", "Escape", "Transit"],
  Honda: ["Civic", "Accord", "CR-V", "Jazz"],
  Volkswagen: ["Golf", "Passat", "Tiguan", "Polo", "ID.4"],
  BMW: ["3 Series", "5 Series", "X3", "i4"],
  Tesla: ["Model 3", "Model Y", "Model S"],
  Nissan: ["Leaf", "Qashqai", "Altima", "Rogue"],
  Hyundai: ["Elantra", "Tucson", "Kona", "Ioniq 5"],
  Volvo: ["XC40", "XC60", "V60"],
};

/**
 * Makers of phones, tablets and laptops with models they really sell, so a device's manufacturer
 * and model agree and are no car's (Android provisioning's devices were "Tesla" "Model 3",
 * fresh73).
 */
export const DEVICE_MAKERS: Record<string, string[]> = {
  Samsung: ["Galaxy S23", "Galaxy A54", "Galaxy Tab S9", "Galaxy XCover6 Pro"],
  Google: ["Pixel 8", "Pixel 7a", "Pixel Tablet"],
  Motorola: ["moto g54", "edge 40", "moto g84"],
  Lenovo: ["Tab M10", "ThinkPad C14 Chromebook", "Tab P12"],
  Zebra: ["TC52", "TC57", "ET40"],
  Sony: ["Xperia 10 V", "Xperia 5 V"],
  Nokia: ["G42", "XR21"],
  HP: ["Chromebook 14", "Elite c640 Chromebook"],
};

/** Short texts by purpose: what a person would really type in that box. */
export const TEXTS: Record<string, string[]> = {
  // What a document outside an office is called: what it holds, never "Standard document".
  "document-title": [
    "Annual report 2025",
    "Terms and conditions",
    "Privacy notice",
    "User guide",
    "Project summary",
    "Meeting minutes",
    "Data sheet",
    "Price list",
    "Study protocol",
    "Consent form",
    "Progress report",
    "Technical specification",
  ],
  "ticket-title": [
    "Laptop will not boot after update",
    "VPN disconnects every hour",
    "Request for a second monitor",
    "Cannot access the shared drive",
    "Outlook keeps asking for my password",
    "Printer on floor 2 jams",
    "Password reset needed",
    "New starter needs a laptop",
    "Wi-Fi drops in meeting room B",
    "Licence request for Figma",
  ],
  "ticket-body": [
    "Since this morning the screen stays black after the logo.",
    "It happens on both the office and the home network.",
    "I start on a new project on Monday and need it by then.",
    "Error says the drive is not reachable; colleagues see the same.",
    "Restarting did not help, the problem comes back after an hour.",
  ],
  "visit-reason": [
    "Annual check-up",
    "Persistent headache",
    "Follow-up after a blood test",
    "Skin rash on the arm",
    "Lower back pain",
    "Flu vaccination",
    "Blood pressure check",
    "Sore throat and fever",
  ],
  comment: [
    "Restarted the service, looks fine now.",
    "Waiting on the user to confirm.",
    "Two other people reported the same thing.",
    "Replacement part is on its way, fitting it Thursday.",
    "Escalated to the network team.",
    "Could not reproduce on my machine.",
  ],
  // What a business writes on its own invoice, product or order: terms, not a support ticket.
  "business-comment": [
    "Payment within 14 days, please.",
    "Price agreed with the sales team.",
    "Delivered with the March order.",
    "Please quote the invoice number on payment.",
    "Discount applied for the annual contract.",
    "Thank you for your business.",
  ],
  // What a viewer or a reader writes under a video or a post.
  "social-comment": [
    "Great explanation, thanks!",
    "Which camera did you use for this?",
    "Watched it twice, still love it.",
    "The sound drops out halfway through.",
    "Thanks for sharing this.",
  ],
  // What a moderator answers the person who reported something.
  "moderation-reply": [
    "Thanks for the report, we have removed the video.",
    "We reviewed the content and it does not break the rules.",
    "Thanks, the account has been suspended while we look into it.",
    "We have asked the uploader to fix the title.",
    "Thanks for flagging this, it is now hidden.",
  ],
  note: [
    "Please leave the parcel with the neighbour.",
    "Prefers a call after 5 pm.",
    "Bring the previous test results.",
    "Agreed with the team lead beforehand.",
    "Second request this month.",
    "Gate code is at reception.",
  ],
  // What an organisation tells the people who use what it runs, where the doc says the message is
  // sentences shown to them to get help (Android provisioning's `customMessage`, "Custom: OK" in
  // fresh73, readers N).
  "help-message": [
    "This device is managed by your organisation. For help, contact the IT service desk.",
    "Setting up your work phone? Call the help desk on extension 4400 if anything goes wrong.",
    "Your company is setting up this device. Ask your IT team if you have questions.",
    "Need help? Email the support team and include your device's serial number.",
    "This device will be set up with your work apps. Contact IT support if it does not finish.",
  ],
  // What a customer or a user writes to a business with a booking or a request.
  "customer-message": [
    "Running about ten minutes late.",
    "Could we move this to the afternoon?",
    "First visit, please call if you need anything.",
    "I'll bring the paperwork with me.",
    "Is there parking nearby?",
    "Please text me when you are on the way.",
  ],
  "leave-reason": [
    "Family wedding in Lisbon",
    "Moving house",
    "Summer holiday",
    "Doctor's appointment",
    "Child's school event",
    "Long weekend away",
  ],
  // What a cloud provider says on one of its records (a memcached instance's messages): a notice
  // about that record, `{record}` being its noun ("instance").
  "record-notice": [
    "Maintenance is scheduled for this {record}.",
    "A newer version is available for this {record}.",
    "This {record} will be updated during its next maintenance window, on Sunday.",
    "Settings of this {record} were changed and are being applied.",
    "This {record} is running with reduced capacity in one zone.",
  ],
  message: [
    "Dinner is ready!",
    "Leaving in five minutes.",
    "Don't forget your keys.",
    "The meeting starts at ten.",
    "Your parcel has arrived.",
    "Time to head to school.",
  ],
  "app-review": [
    "Does what it says; setup took five minutes.",
    "Useful, but the sync could be faster.",
    "Crashes when I open the reports tab.",
    "Clean interface and helpful support.",
    "Missing an export option, otherwise solid.",
  ],
  review: [
    "Comfortable from day one, true to size.",
    "Great value, would buy again.",
    "Arrived quickly and works as described.",
    "Good quality but runs a little small.",
    "Not what I expected from the photos.",
  ],
  bio: [
    "Backend engineer who loves hiking.",
    "Product designer, previously at a fintech start-up.",
    "Ten years in customer support; coffee enthusiast.",
    "Data analyst and amateur photographer.",
  ],
  // What a group, a team or an organisation says of itself: never a person's bio ("Ten years in
  // customer support; coffee enthusiast." on a group, fresh67 blind readers N).
  "group-about": [
    "Care coordinators for the north clinic.",
    "Coaches working with newly enrolled members.",
    "Everyone on the weekend support rota.",
    "The pilot group for the spring programme.",
    "Managers who review monthly reports.",
  ],
  // A question a form or a survey puts to a person; health ones where the API is about health.
  question: [
    "How satisfied are you with the service so far?",
    "How did you hear about us?",
    "Which days of the week suit you best?",
    "Would you recommend us to a friend?",
    "What could we do better?",
  ],
  "health-question": [
    "How many days a week do you exercise for 30 minutes or more?",
    "How would you rate your sleep over the last two weeks?",
    "When was your last blood pressure check?",
    "Do you smoke or use tobacco products?",
    "How many servings of fruit and vegetables do you eat a day?",
    "How often have you felt down or anxious in the past month?",
    "When was your last flu vaccination?",
  ],
  "expense-description": [
    "Taxi from the airport to the client office",
    "Team lunch with the Northwind account",
    "Hotel, two nights for the Berlin conference",
    "Train tickets to the Manchester office",
    "Conference registration fee",
    "Replacement laptop charger",
  ],
  subject: [
    "Invoice for March",
    "Re: schedule for Thursday",
    "Quick question about my order",
    "Meeting notes from today",
    "Welcome to the team",
    "Your booking is confirmed",
  ],
  "task-title": [
    "Renew the car insurance",
    "Book flights for the offsite",
    "Send the quarterly report",
    "Call the plumber",
    "Prepare slides for Monday",
    "Review the new contract",
  ],
  "event-title": [
    "Team stand-up",
    "Dentist appointment",
    "Piano lesson",
    "Dinner with Sam",
    "School pickup",
    "Yoga class",
    "Book club",
    "Quarterly planning",
  ],
  "post-title": [
    "How we cut our build time in half",
    "Five things we learned running our first meetup",
    "Release notes for version 2.4",
    "A beginner's guide to sourdough",
    "What a year of remote work taught us",
    "Getting started with home composting",
    "Why our team switched to weekly demos",
    "A field guide to urban birdwatching",
    "Notes from the spring product meetup",
    "Ten tips for better conference talks",
    "Planning a week of family dinners",
    "Lessons from migrating our database",
  ],
  reason: [
    "Customer request",
    "Duplicate entry",
    "No longer needed",
    "Schedule conflict",
    "Ordered the wrong size",
  ],
  "music-comment": [
    "Love the chorus on this one.",
    "The remix is even better than the original.",
    "Added this to my playlist right away.",
    "Clean tuning, the vocals sit well in the mix.",
    "First heard this live, still gives me chills.",
    "The bridge is the best part.",
  ],
  description: [
    "Used by the operations team.",
    "Set up during the spring migration.",
    "Main one for the Denver office.",
    "Kept for reporting; please do not delete.",
    "Shared with the finance team.",
  ],
  resolution: [
    "Reinstalled the driver; working again.",
    "Reset the password and confirmed login.",
    "Replaced the faulty cable.",
    "Duplicate of an earlier ticket.",
  ],
};

export const ROOMS = [
  "Kitchen",
  "Living Room",
  "Bedroom",
  "Bathroom",
  "Office",
  "Garage",
  "Hallway",
  "Dining Room",
  "Guest Room",
  "Nursery",
];
export const SCENES = [
  "Good Morning",
  "Movie Night",
  "Away",
  "Dinner",
  "Bedtime",
  "Focus",
  "Party",
  "Reading",
  "Welcome Home",
  "Relax",
  "Wake Up",
  "Game Night",
  "Cleaning",
  "Night Light",
];
/** Ways to split costs (a cost category's name) and the values each splits them into. */
export const COST_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  Team: ["Engineering", "Marketing", "Finance", "Data Platform", "Support", "Sales"],
  Environment: ["prod", "staging", "dev", "test"],
  "Cost center": ["CC-1001", "CC-1002", "CC-2040", "CC-3100"],
  "Business unit": ["Retail", "Wholesale", "Corporate", "Online"],
  Project: ["Atlas", "Phoenix", "Orion", "Mercury"],
  Application: ["checkout", "search", "mobile-app", "billing"],
  Department: ["Engineering", "Operations", "HR", "Finance"],
  "Product line": ["Consumer", "Enterprise", "Education"],
  Product: ["Payments", "Search", "Analytics", "Messaging"],
  Owner: ["platform-team", "data-team", "web-team", "security-team"],
  "Region group": ["EMEA", "Americas", "APAC"],
  Customer: ["Acme Corp", "Globex", "Initech", "Umbrella"],
  Workload: ["batch", "interactive", "ml-training", "analytics"],
  "Service tier": ["Gold", "Silver", "Bronze"],
};

export const TEAMS = [
  "Engineering",
  "Sales",
  "Marketing",
  "Finance",
  "Support",
  "Design",
  "Operations",
  "Legal",
  "Product",
];
export const CODENAMES = ["Atlas", "Orion", "Harbor", "Juniper", "Falcon", "Summit", "Beacon"];
/**
 * Real small molecules with the structure strings that name them (SMILES, standard InChI and
 * InChIKey, formula, weight, ALogP): a record's chemistry fields describe one molecule.
 */
export interface Molecule {
  name: string;
  smiles: string;
  inchi: string;
  inchiKey: string;
  formula: string;
  weight: number;
  logp: number;
}
export const MOLECULES: Molecule[] = [
  {
    name: "Aspirin",
    smiles: "CC(=O)OC1=CC=CC=C1C(=O)O",
    inchi: "InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)",
    inchiKey: "BSYNRYMUTXBXSQ-UHFFFAOYSA-N",
    formula: "C9H8O4",
    weight: 180.16,
    logp: 1.31,
  },
  {
    name: "Caffeine",
    smiles: "CN1C=NC2=C1C(=O)N(C(=O)N2C)C",
    inchi: "InChI=1S/C8H10N4O2/c1-10-4-9-6-5(10)7(13)12(3)8(14)11(6)2/h4H,1-3H3",
    inchiKey: "RYYVLZVUVIJVGH-UHFFFAOYSA-N",
    formula: "C8H10N4O2",
    weight: 194.19,
    logp: -1.03,
  },
  {
    name: "Ibuprofen",
    smiles: "CC(C)CC1=CC=C(C=C1)C(C)C(=O)O",
    inchi:
      "InChI=1S/C13H18O2/c1-9(2)8-11-4-6-12(7-5-11)10(3)13(14)15/h4-7,9-10H,8H2,1-3H3,(H,14,15)",
    inchiKey: "HEFNNWSXXWATRW-UHFFFAOYSA-N",
    formula: "C13H18O2",
    weight: 206.28,
    logp: 3.07,
  },
  {
    name: "Paracetamol",
    smiles: "CC(=O)NC1=CC=C(C=C1)O",
    inchi: "InChI=1S/C8H9NO2/c1-6(10)9-7-2-4-8(11)5-3-7/h2-5,11H,1H3,(H,9,10)",
    inchiKey: "RZVAJINKPMORJF-UHFFFAOYSA-N",
    formula: "C8H9NO2",
    weight: 151.16,
    logp: 1.35,
  },
  {
    name: "Metformin",
    smiles: "CN(C)C(=N)N=C(N)N",
    inchi: "InChI=1S/C4H11N5/c1-9(2)4(7)8-3(5)6/h1-2H3,(H5,5,6,7,8)",
    inchiKey: "XZWYZXLIPXDOLR-UHFFFAOYSA-N",
    formula: "C4H11N5",
    weight: 129.16,
    logp: -1.03,
  },
];
/** HGNC symbols of well-studied human genes. */
export const GENES = [
  "TP53",
  "BRCA1",
  "BRCA2",
  "EGFR",
  "KRAS",
  "PTEN",
  "MYC",
  "PIK3CA",
  "BRAF",
  "CDKN2A",
  "ERBB2",
  "APC",
];
/** The approved full names of well-known genes (HGNC), by symbol. */
export const GENE_NAMES: Record<string, string> = {
  TP53: "tumor protein p53",
  BRCA1: "BRCA1 DNA repair associated",
  BRCA2: "BRCA2 DNA repair associated",
  EGFR: "epidermal growth factor receptor",
  KRAS: "KRAS proto-oncogene, GTPase",
  PTEN: "phosphatase and tensin homolog",
  MYC: "MYC proto-oncogene, bHLH transcription factor",
  PIK3CA: "phosphatidylinositol-4,5-bisphosphate 3-kinase catalytic subunit alpha",
  BRAF: "B-Raf proto-oncogene, serine/threonine kinase",
  CDKN2A: "cyclin dependent kinase inhibitor 2A",
  ERBB2: "erb-b2 receptor tyrosine kinase 2",
  APC: "APC regulator of WNT signaling pathway",
  IDH1: "isocitrate dehydrogenase (NADP(+)) 1",
  ALK: "ALK receptor tyrosine kinase",
  VEGFA: "vascular endothelial growth factor A",
  RB1: "RB transcriptional corepressor 1",
  APOE: "apolipoprotein E",
  CFTR: "CF transmembrane conductance regulator",
};
/** UniProt accessions of well-known human proteins (p53, haemoglobin α/β, insulin, EGFR, BRCA1). */
export const UNIPROT_ACCESSIONS = ["P04637", "P69905", "P68871", "P01308", "P00533", "P38398"];
/** RefSeq transcript accessions of the same genes. */
export const REFSEQ_ACCESSIONS = [
  "NM_000546",
  "NM_000558",
  "NM_000518",
  "NM_000207",
  "NM_005228",
  "NM_007294",
];
/** JSON Web Signature algorithms (RFC 7518). */
export const JWT_ALGORITHMS = ["HS256", "RS256", "ES256", "HS512", "RS512", "PS256"];

export const DRUGS = [
  "Ibuprofen",
  "Amoxicillin",
  "Metformin",
  "Lisinopril",
  "Atorvastatin",
  "Omeprazole",
  "Sertraline",
  "Levothyroxine",
  "Amlodipine",
  "Paracetamol",
];
export const DOSES = [
  "500 mg twice daily",
  "10 mg once daily",
  "20 mg at night",
  "250 mg three times daily",
  "5 mg once daily",
  "1 tablet every 8 hours",
];
export const SPECIALTIES = [
  "cardiology",
  "dermatology",
  "pediatrics",
  "neurology",
  "general practice",
];
export const CARRIERS = ["UPS", "DHL", "FedEx", "USPS", "Royal Mail"];
export const PLACES = [
  "Home",
  "Office",
  "City Library",
  "Community Center",
  "Main Street Cafe",
  "Online",
];
/**
 * The kinds a record of a noun comes in — what its `type` says when the doc does not list them: a
 * form field is a text or an email field, a medium an image or a video, an OSM element a node,
 * way or relation. Keyed by the record's head noun; never "standard"/"custom" where the record's
 * own kinds are known.
 */
export const RECORD_TYPES: Record<string, string[]> = {
  field: ["text", "email", "number", "date", "select", "checkbox"],
  input: ["text", "email", "number", "date", "select", "checkbox"],
  question: ["text", "multiple choice", "checkbox", "rating"],
  media: ["image", "video", "audio"],
  medium: ["image", "video", "audio"],
  attachment: ["image", "document", "video"],
  artifact: ["image", "video", "document"],
  file: ["pdf", "csv", "image", "text"],
  vehicle: ["car", "van", "truck", "bus", "motorcycle"],
  event: ["created", "updated", "deleted"],
  activity: ["create", "update", "delete"],
  notification: ["email", "sms", "push"],
  credential: ["password", "api key", "oauth token"],
  flag: ["spam", "offensive", "copyright", "duplicate"],
  osm: ["node", "way", "relation"],
  address: ["home", "work", "billing", "shipping"],
  phone: ["mobile", "home", "work"],
  account: ["current", "savings", "business"],
  payment: ["card", "bank transfer", "direct debit"],
  transaction: ["card payment", "bank transfer", "direct debit", "refund"],
  fee: ["shipping", "handling", "payment"],
  user: ["admin", "member", "guest"],
  member: ["admin", "member", "guest"],
  workspace: ["personal", "team"],
  contact: ["person", "company"],
  chart: ["line", "bar", "pie"],
};

/** Tags that say where any record stands, whatever it holds: a curator's or an editor's marks. */
export const RECORD_TAGS = [
  "featured",
  "needs review",
  "approved",
  "draft",
  "archived",
  "in progress",
  "outdated",
];

/** Statuses a web server answers with, as often as a crawler meets them. */
/**
 * What a person asks a document index or an assistant's retrieval in their own words: the
 * topics of an organisation's own papers, never the index's machinery ("query", "document").
 */
export const DOCUMENT_QUERIES = [
  "remote work policy",
  "how do I reset my VPN password",
  "Q3 revenue by region",
  "onboarding checklist for new hires",
  "data retention policy for customer records",
  "what did we decide about the pricing change",
  "travel expense limits",
  "incident report from the March outage",
  "parental leave policy",
  "contract renewal terms with Acme",
  "security review checklist",
  "product roadmap for next year",
];
export const HTTP_STATUSES = [200, 200, 200, 200, 200, 301, 302, 304, 404, 503];
/** Occupations as people hold them ("Registered Nurse"), never a batch job's name ("payout-run"). */
export const OCCUPATIONS = [
  "Registered Nurse",
  "Senior Data Analyst",
  "Software Engineer",
  "Elementary School Teacher",
  "Electrician",
  "Accountant",
  "Physical Therapist",
  "Truck Driver",
  "Pharmacist",
  "Marketing Manager",
  "Dental Hygienist",
  "Civil Engineer",
  "Customer Service Representative",
  "Graphic Designer",
  "Paralegal",
  "Plumber",
  "Medical Assistant",
  "Financial Analyst",
  "Construction Project Manager",
  "Web Developer",
  "Human Resources Specialist",
  "Chef",
  "Retail Store Manager",
  "Licensed Practical Nurse",
  "Mechanical Engineer",
  "Sales Representative",
  "Social Worker",
  "Logistics Coordinator",
  "Carpenter",
  "Veterinary Technician",
  "Network Administrator",
  "Executive Assistant",
];
/**
 * What people search for to find a local business, by the kind of business it is: one kind per
 * environment, so a listing's keywords fit one business ("coffee near me", never "googleapi").
 */
export const LOCAL_SEARCHES: readonly (readonly string[])[] = [
  [
    "coffee near me",
    "coffee shop",
    "espresso bar",
    "cafe with wifi",
    "best latte downtown",
    "breakfast near me",
  ],
  [
    "emergency plumber",
    "plumber near me",
    "water heater repair",
    "drain cleaning",
    "leaking pipe repair",
    "24 hour plumber",
  ],
  [
    "dentist near me",
    "teeth whitening",
    "emergency dentist",
    "dental cleaning",
    "family dentist",
    "invisalign",
  ],
  [
    "pizza delivery",
    "pizza near me",
    "best pizza",
    "italian restaurant",
    "pizza open now",
    "gluten free pizza",
  ],
  [
    "hair salon near me",
    "haircut",
    "balayage",
    "barber shop",
    "hair color salon",
    "walk in haircut",
  ],
  [
    "auto repair near me",
    "oil change",
    "brake repair",
    "car mechanic",
    "tire shop",
    "check engine light",
  ],
  ["yoga studio", "yoga classes near me", "hot yoga", "beginner yoga", "pilates", "gym near me"],
  [
    "florist near me",
    "flower delivery",
    "wedding flowers",
    "roses",
    "same day flower delivery",
    "sympathy flowers",
  ],
];
/** What people text to a business's number: opt-in, opt-out and help words. */
export const SMS_KEYWORDS = [
  "STOP",
  "HELP",
  "JOIN",
  "INFO",
  "DEALS",
  "START",
  "YES",
  "OFFERS",
  "UNSUBSCRIBE",
  "REMIND",
];
export const TAGS = ["urgent", "vip", "follow-up", "backend", "billing", "onboarding", "q3"];

/**
 * What people look up a GIF, a sticker or a meme by: a mood, a greeting, an animal, a moment
 * ("happy birthday", "cats") — never where a record stands ("draft", "needs review", which Giphy's
 * random tags were, fresh70 blind readers N).
 */
export const REACTION_TERMS = [
  "cats",
  "happy birthday",
  "thumbs up",
  "dancing",
  "good morning",
  "thank you",
  "excited",
  "dogs",
  "mind blown",
  "high five",
  "coffee",
  "facepalm",
  "celebrate",
  "monday",
  "applause",
];

/** What an icon shows, the word it is found by ("bolt", "coffee"). */
export const ICON_TERMS = [
  "bolt",
  "plug",
  "sun",
  "car",
  "water",
  "flame",
  "coffee",
  "bicycle",
  "leaf",
  "camera",
  "umbrella",
  "rocket",
  "house",
  "heart",
  "cloud",
  "anchor",
];
export const COUPON_WORDS = ["SPRING", "WELCOME", "SUMMER", "VIP", "FALL", "HOLIDAY", "SAVE"];
export const PLANS = [
  "Basic",
  "Standard",
  "Premium",
  "Family",
  "Business",
  "Starter",
  "Pro",
  "Enterprise",
  "Student",
  "Team",
  "Plus",
  "Essentials",
];

/**
 * Device attributes and the device types they belong to (a light has brightness, a lock has
 * none): keys are field-name patterns, values type-name patterns.
 */
export const DEVICE_ATTRIBUTES: Array<[string, string]> = [
  ["bright|dim|colou?r_?temp|hue|saturation", "light|lamp|bulb|led|strip"],
  [
    "target|setpoint|celsius|fahrenheit|temperature|hvac|heat|cool",
    "thermostat|heater|hvac|air|climate|ac\\b|radiator",
  ],
  ["volume|mute|playing|track|now_playing", "speaker|tv|television|soundbar|radio|media|echo"],
  ["position|tilt|open_?percent", "blind|shade|curtain|shutter|garage|window|awning"],
  ["^locked$|lock_state|jammed", "lock|door|gate"],
  ["cups|strength|brew|water_level", "coffee|kettle|espresso"],
];

/** Cloud regions with their availability zones' id prefix (AWS style; Azure/GCP read alike). */
export const CLOUD_REGIONS: Array<{ region: string; zoneId: string }> = [
  { region: "us-east-1", zoneId: "use1" },
  { region: "us-west-2", zoneId: "usw2" },
  { region: "eu-west-1", zoneId: "euw1" },
  { region: "eu-central-1", zoneId: "euc1" },
  { region: "ap-southeast-2", zoneId: "apse2" },
  { region: "ca-central-1", zoneId: "cac1" },
];

/** Top-level domains a registrar sells, by the name its API keys them with. */
export const TOP_LEVEL_DOMAINS = [
  "com",
  "net",
  "org",
  "io",
  "info",
  "biz",
  "co",
  "app",
  "dev",
  "shop",
];

/**
 * Azure regions as its APIs take a `location` ("West US", the doc example of Stream Analytics'
 * quotas), the environment's home first.
 */
/**
 * The resource provider an Azure service's own resources live under, by the words of its doc
 * (first that fits): an alert's "Azure resource ID" names a resource of the service, never "eff_1006".
 */
export const AZURE_PROVIDERS: readonly [RegExp, string, string][] = [
  [/\biot\b|\bdevices?\b/i, "Microsoft.Devices/IotHubs", "iothub"],
  [/\bautomation\b|\brunbooks?\b/i, "Microsoft.Automation/automationAccounts", "automation"],
  [/\bstorage\b|\bblobs?\b/i, "Microsoft.Storage/storageAccounts", "storage"],
  [/\bsql\b|\bdatabases?\b/i, "Microsoft.Sql/servers", "sqlserver"],
  [/\bkey ?vaults?\b|\bsecrets?\b/i, "Microsoft.KeyVault/vaults", "kv"],
  [/\bweb ?apps?\b|\bapp service\b|\bsites?\b/i, "Microsoft.Web/sites", "webapp"],
  [/\bnetworks?\b|\bvnets?\b|\bfirewalls?\b/i, "Microsoft.Network/virtualNetworks", "vnet"],
  [/\bclusters?\b|\bkubernetes\b|\baks\b/i, "Microsoft.ContainerService/managedClusters", "aks"],
  [/.?/, "Microsoft.Compute/virtualMachines", "vm"],
];

export const AZURE_LOCATIONS = [
  "West US",
  "East US",
  "East US 2",
  "North Europe",
  "West Europe",
  "Southeast Asia",
];

/** Google Cloud locations, as a `projects/{project}/locations/{location}` name holds them. */
export const GCP_LOCATIONS = [
  "us-central1",
  "us-east1",
  "us-west1",
  "europe-west1",
  "europe-west4",
  "asia-northeast1",
  "australia-southeast1",
];

/** SQL a service runs against an application's database. */
export const SQL_STATEMENTS = [
  "SELECT id, name, email FROM customers WHERE created_at >= '2025-01-01'",
  "SELECT order_id, total FROM orders WHERE status = 'pending' ORDER BY created_at DESC LIMIT 20",
  "UPDATE orders SET status = 'shipped' WHERE order_id = 10482",
  "INSERT INTO audit_log (event, actor) VALUES ('login', 'jlee')",
  "DELETE FROM sessions WHERE expires_at < NOW()",
  "SELECT COUNT(*) FROM invoices WHERE paid = false",
  "SELECT sku, quantity FROM inventory WHERE quantity < 10",
  "CREATE TABLE IF NOT EXISTS events (id SERIAL PRIMARY KEY, name TEXT)",
];

/** Databases as teams name them. */
export const DATABASE_NAMES = ["orders_db", "analytics", "inventory", "crm", "billing", "app_prod"];
/** What a data catalog or dataset is about, and its stage: "sales-raw", "analytics-curated". */
export const DATA_AREAS = ["sales", "analytics", "marketing", "finance", "product", "clickstream"];
export const DATA_STAGES = ["raw", "curated", "staging", "prod", "archive"];
/** Tables as teams name them. */
export const TABLE_NAMES = [
  "orders",
  "customers",
  "page_views",
  "daily_sales",
  "invoices",
  "shipments",
  "sessions",
  "returns",
];

/** Node types of AWS's managed databases and caches (MemoryDB, ElastiCache, RDS). */
export const AWS_DB_NODE_TYPES = [
  "db.r6g.large",
  "db.r6g.xlarge",
  "db.t4g.small",
  "db.t4g.medium",
  "db.r7g.large",
];
/** Amazon EMR release labels ("The Amazon EMR release associated with the application"). */
export const EMR_RELEASE_LABELS = [
  "emr-6.9.0",
  "emr-6.10.0",
  "emr-6.12.0",
  "emr-6.15.0",
  "emr-7.0.0",
  "emr-7.1.0",
];
/**
 * A value of one enum field the doc ties to values of another field of the same record: Kinesis
 * Data Analytics' "For a … Apache Flink application, the mode is STREAMING. For a … Studio
 * notebook, it is INTERACTIVE", and a Studio notebook runs a Zeppelin runtime (fresh61 readers N
 * on 6 of 60: "INTERACTIVE" with "SQL-1_0", "STREAMING" with "ZEPPELIN-FLINK-2_0"). Keys are
 * loose (lower case, no separators).
 */
export const ENUM_TIES: ReadonlyArray<{
  field: string;
  value: string;
  other: string;
  fits: RegExp;
}> = [
  {
    field: "applicationmode",
    value: "INTERACTIVE",
    other: "runtimeenvironment",
    fits: /^ZEPPELIN-/,
  },
  {
    field: "applicationmode",
    value: "STREAMING",
    other: "runtimeenvironment",
    fits: /^(FLINK|SQL)-/,
  },
];
/** The prefixes of EC2-family resource ids ("vpc-0e9801d129a3b4c5d"), by the id field's stem. */
export const AWS_RESOURCE_ID_PREFIXES: Record<string, string> = {
  vpc: "vpc",
  subnet: "subnet",
  security_group: "sg",
  instance: "i",
  volume: "vol",
  snapshot: "snap",
  image: "ami",
  ami: "ami",
  network_interface: "eni",
  internet_gateway: "igw",
  nat_gateway: "nat",
  route_table: "rtb",
  network_acl: "acl",
  transit_gateway: "tgw",
  vpc_endpoint: "vpce",
  allocation: "eipalloc",
  key_pair: "key",
};
/** AWS services by the category Audit Manager and the console file them under. */
export const AWS_SERVICE_CATEGORIES: Record<string, string> = {
  "Amazon S3": "storage",
  "Amazon EC2": "compute",
  "AWS Lambda": "compute",
  "Amazon RDS": "database",
  "Amazon DynamoDB": "database",
  "AWS CloudTrail": "management",
  "Amazon CloudWatch": "management",
  "AWS Identity and Access Management": "security",
  "AWS Key Management Service": "security",
  "Amazon VPC": "networking",
};

/** EC2 instance types. */
export const AWS_INSTANCE_TYPES = ["t3.micro", "t3.medium", "m5.large", "c5.xlarge", "r5.large"];
/** Azure VM sizes. */
export const AZURE_VM_SIZES = [
  "Standard_B2s",
  "Standard_D2s_v3",
  "Standard_D4s_v5",
  "Standard_E4s_v3",
];
/** Google Compute Engine machine types. */
export const GCP_MACHINE_TYPES = ["e2-standard-4", "e2-medium", "n2-standard-8", "n2-highmem-4"];

/** Google Cloud organization-policy constraints, as Org Policy names them. */
export const GCP_ORG_CONSTRAINTS = [
  "compute.disableSerialPortAccess",
  "compute.requireOsLogin",
  "compute.vmExternalIpAccess",
  "compute.skipDefaultNetworkCreation",
  "compute.restrictVpcPeering",
  "iam.disableServiceAccountKeyCreation",
  "iam.allowedPolicyMemberDomains",
  "storage.uniformBucketLevelAccess",
  "storage.publicAccessPrevention",
  "sql.restrictPublicIp",
  "gcp.resourceLocations",
];

/** Custom constraints as organizations name them (`custom.` and what they enforce). */
export const GCP_CUSTOM_CONSTRAINTS = [
  "custom.createOnlyE2TypeVms",
  "custom.requireCmekOnDisks",
  "custom.denyExternalIpOnVms",
  "custom.enforceBucketLabels",
  "custom.requireShieldedVms",
  "custom.restrictGkeNodeVersions",
];

/** What Google calls each of those locations (`Location.displayName`, "typically a nearby city name"). */
export const GCP_LOCATION_NAMES: Record<string, string> = {
  "us-central1": "Iowa",
  "us-east1": "South Carolina",
  "us-west1": "Oregon",
  "europe-west1": "Belgium",
  "europe-west4": "Netherlands",
  "asia-northeast1": "Tokyo",
  "australia-southeast1": "Sydney",
};

/** A cloud project id as teams name them: `<team or product>-<stage>-<digits>`. */
export const PROJECT_WORDS = [
  "acme",
  "northwind",
  "atlas",
  "harbor",
  "summit",
  "cedar",
  "beacon",
  "nimbus",
  "orbit",
  "payments",
  "storefront",
  "analytics",
];
export const PROJECT_STAGES = ["prod", "staging", "dev", "data", "web", "ml"];

/** Horse racing: courses, ground conditions, horses, age bands. */
export const RACECOURSES = [
  "Ascot",
  "Cheltenham",
  "Newmarket",
  "Epsom Downs",
  "York",
  "Goodwood",
  "Aintree",
  "Doncaster",
  "Leopardstown",
  "Curragh",
  "Sandown Park",
  "Haydock Park",
];
export const GOING = [
  "Good",
  "Good to Firm",
  "Good to Soft",
  "Soft",
  "Heavy",
  "Firm",
  "Standard",
  "Yielding",
];
export const HORSES = [
  "Desert Crown",
  "Silver Lining",
  "Northern Star",
  "Midnight Run",
  "Golden Hour",
  "Quiet Harbour",
  "Royal Ascent",
  "Stormy Ridge",
  "Lucky Clover",
  "Autumn Breeze",
];
export const AGE_BANDS = ["2yo", "3yo", "3yo+", "4yo+", "3-5yo"];
export const RACE_CLASSES = ["Class 1", "Class 2", "Class 3", "Class 4", "Class 5"];

/** Film and TV: what a media library holds. */
export const SHOWS = [
  "The Night Shift",
  "Northern Lights",
  "Harbour Street",
  "The Long Road",
  "City of Glass",
  "Blue Horizon",
];
/** What a broadcaster or a streaming service files its programmes under. */
export const SCREEN_GENRES = [
  "drama",
  "comedy",
  "documentaries",
  "entertainment",
  "lifestyle",
  "news",
  "sport",
  "film",
];
export const SYNOPSES = [
  "A detective returns to her home town to solve a decades-old case.",
  "Two rival chefs open restaurants on the same street.",
  "A family moves to a remote island and uncovers its secrets.",
  "An astronaut stranded on Mars fights to survive.",
  "A young lawyer takes on the biggest case of her career.",
];

/**
 * What a record of a kind is for, said in a line: `{noun}` is the entity noun, `{city}` a city of
 * the record's place. Used for a `description` no more specific rule covers.
 */
export const DESCRIPTIONS = [
  "Main {noun} for the {city} office.",
  "{Noun} used by the operations team.",
  "Backup {noun}, kept for failover.",
  "{Noun} set up during the spring migration.",
  "Primary {noun} for the {city} region.",
  "Test {noun}; safe to change.",
];
/** Notes a person keeps on a record of any kind. */
export const NOTES = [
  "Ask for the facilities manager on arrival.",
  "Access through the loading dock; badge required.",
  "Reviewed last quarter, no changes needed.",
  "Owner is on leave until next month.",
  "Keep in sync with the finance records.",
  "Second request this month.",
];

/**
 * Dictionary headwords with their word class and a British IPA spelling, for APIs about words
 * (lemmas, lexical categories, pronunciations) — a headword and its IPA must name the same word.
 */
export const LEXICON: Array<{ word: string; cls: string; ipa: string; example: string }> = [
  {
    word: "harbour",
    cls: "noun",
    ipa: "ˈhɑːbə",
    example: "The boats returned to the harbour at dusk.",
  },
  {
    word: "gentle",
    cls: "adjective",
    ipa: "ˈdʒɛnt(ə)l",
    example: "She gave the door a gentle push.",
  },
  {
    word: "wander",
    cls: "verb",
    ipa: "ˈwɒndə",
    example: "We wandered through the old town all afternoon.",
  },
  {
    word: "swiftly",
    cls: "adverb",
    ipa: "ˈswɪftli",
    example: "The team acted swiftly to fix the leak.",
  },
  {
    word: "meadow",
    cls: "noun",
    ipa: "ˈmɛdəʊ",
    example: "Cows grazed in the meadow behind the farm.",
  },
  {
    word: "brave",
    cls: "adjective",
    ipa: "breɪv",
    example: "It was a brave decision to speak up.",
  },
  { word: "gather", cls: "verb", ipa: "ˈɡaðə", example: "Clouds began to gather over the hills." },
  {
    word: "lantern",
    cls: "noun",
    ipa: "ˈlantən",
    example: "He carried a lantern down to the cellar.",
  },
  {
    word: "quietly",
    cls: "adverb",
    ipa: "ˈkwʌɪətli",
    example: "The children left the room quietly.",
  },
  { word: "borrow", cls: "verb", ipa: "ˈbɒrəʊ", example: "Can I borrow your umbrella?" },
  {
    word: "ancient",
    cls: "adjective",
    ipa: "ˈeɪnʃ(ə)nt",
    example: "They explored the ruins of an ancient city.",
  },
  { word: "journey", cls: "noun", ipa: "ˈdʒəːni", example: "The journey took six hours by train." },
];
/** Word classes a dictionary names a lexical category by. */
export const WORD_CLASSES = [
  "noun",
  "verb",
  "adjective",
  "adverb",
  "preposition",
  "pronoun",
  "conjunction",
];

/** What a validation error says about one field. */
export const ERROR_TEXTS = [
  "The field is required.",
  "Value exceeds the maximum length.",
  "Unsupported currency code.",
  "Account holder not found.",
  "Invalid date format; expected YYYY-MM-DD.",
  "Amount must be greater than zero.",
];

/**
 * What a service's job or operation says when it failed, by whose fault (a `CLIENT_ERROR` is the
 * caller's input or permissions, a `SERVER_ERROR` the service's): a geospatial export failed with
 * "Amount must be greater than zero." (fresh74 f69), a payment's validation message.
 */
export const SERVICE_ERROR_TEXTS = {
  client: [
    "The input data could not be read; check its format.",
    "Access denied to the output location.",
    "A required input parameter is missing.",
    "The specified resource was not found.",
    "The request exceeds the account's service quota.",
    "The input is larger than the maximum size allowed.",
  ],
  server: [
    "An internal error occurred; retry the operation.",
    "The service is temporarily unavailable.",
    "The operation timed out before it completed.",
    "An unexpected error occurred while writing the output.",
  ],
} as const;

/** Subjects journals are named for ("Journal of Applied Physics"). */
export const FIELDS_OF_STUDY = [
  "applied physics",
  "library science",
  "modern history",
  "public health",
  "organic chemistry",
  "economic studies",
  "cognitive psychology",
  "marine biology",
];

/**
 * File formats as docs name them ("Supported file types are: JPEG and PNG"): the words, the
 * extension a file of it has and its registered MIME type (IANA media types).
 */
export const FILE_FORMATS: Array<{ words: string; ext: string; mime: string }> = [
  { words: "jpe?g", ext: "jpg", mime: "image/jpeg" },
  { words: "png", ext: "png", mime: "image/png" },
  { words: "gif", ext: "gif", mime: "image/gif" },
  { words: "webp", ext: "webp", mime: "image/webp" },
  { words: "svg", ext: "svg", mime: "image/svg+xml" },
  { words: "tiff?", ext: "tiff", mime: "image/tiff" },
  { words: "pdf", ext: "pdf", mime: "application/pdf" },
  { words: "csv", ext: "csv", mime: "text/csv" },
  { words: "json", ext: "json", mime: "application/json" },
  { words: "xml", ext: "xml", mime: "application/xml" },
  { words: "txt|plain text", ext: "txt", mime: "text/plain" },
  {
    words: "docx|word document|ooxml|open office xml|office open xml",
    ext: "docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  {
    words: "xlsx|excel",
    ext: "xlsx",
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
  {
    words: "pptx|powerpoint",
    ext: "pptx",
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  },
  { words: "mp3", ext: "mp3", mime: "audio/mpeg" },
  { words: "wav", ext: "wav", mime: "audio/wav" },
  { words: "mp4", ext: "mp4", mime: "video/mp4" },
  { words: "vtt", ext: "vtt", mime: "text/vtt" },
  { words: "zip", ext: "zip", mime: "application/zip" },
  { words: "source ?maps?", ext: "map", mime: "application/json" },
  { words: "javascript", ext: "js", mime: "text/javascript" },
  { words: "exe|executable", ext: "exe", mime: "application/vnd.microsoft.portable-executable" },
];

/** Files a person uploads or a record points at, by what they hold. */
export const FILE_STEMS: Record<string, string[]> = {
  csv: ["product-terms", "style-glossary", "banned-words", "customer-list", "q3-figures"],
  docx: ["employee-handbook", "release-notes", "proposal-draft", "meeting-minutes"],
  pdf: [
    "annual-report-2025",
    "service-agreement",
    "onboarding-guide",
    "invoice-2041",
    "purchase-order-118",
    "travel-policy",
    "q3-board-deck",
    "signed-nda",
    "project-brief",
    "tax-statement-2025",
  ],
  jpg: ["front-entrance", "parking-lot", "product-shot", "team-photo", "whiteboard", "site-visit"],
  mp3: ["interview-intro", "voicemail", "podcast-episode-12"],
  exe: ["sample", "setup", "installer", "updater", "invoice-viewer", "packed-sample"],
  js: ["app.min", "bundle.min", "vendor.min", "main.min", "checkout.min"],
  map: ["app.min.js", "bundle.min.js", "vendor.min.js", "main.min.js", "checkout.min.js"],
  mp4: ["holiday-trip", "product-demo", "cooking-class-ep3", "team-offsite", "city-timelapse"],
};
/** Paths of files inside a source repository. */
export const REPO_PATHS = [
  "src/main/java/com/acme/billing/InvoiceService.java",
  "src/app/checkout/cart.ts",
  "docs/getting-started.md",
  "lib/auth/session.py",
  "build.gradle",
  "web/templates/index.html",
  "README.md",
];
/** Source repositories of a software team. */
export const REPOS = [
  "payments-service",
  "checkout-web",
  "auth-api",
  "search-indexer",
  "mobile-app",
  "infra-config",
];

/**
 * An expense's description by its category, so a claim says one thing: a "training" expense is
 * a course or a conference fee, never "Train tickets to the Manchester office" (bundled helpdesk).
 */
export const EXPENSE_BY_CATEGORY: Record<string, readonly string[]> = {
  travel: [
    "Taxi from the airport to the client office",
    "Hotel, two nights for the Berlin conference",
    "Train tickets to the Manchester office",
  ],
  meals: ["Team lunch with the Northwind account", "Dinner with the Acme team after the workshop"],
  equipment: ["Replacement laptop charger", "External monitor for the home office"],
  training: ["Conference registration fee", "Online course: project management basics"],
  other: ["Postage for the signed contracts", "Printing for the client workshop"],
};

/**
 * International dialling prefixes by ISO alpha-2 code (ITU-T E.164 country codes), for a country
 * record's calling codes: "+44" for GB, never "CAL-4487".
 */
export const CALLING_CODES: Record<string, string> = Object.fromEntries(
  `AD376 AE971 AF93 AG1 AI1 AL355 AM374 AO244 AR54 AS1 AT43 AU61 AW297 AZ994 BA387 BB1 BD880 BE32
  BF226 BG359 BH973 BI257 BJ229 BM1 BN673 BO591 BR55 BS1 BT975 BW267 BY375 BZ501 CA1 CD243 CF236
  CG242 CH41 CI225 CL56 CM237 CN86 CO57 CR506 CU53 CV238 CY357 CZ420 DE49 DJ253 DK45 DM1 DO1 DZ213
  EC593 EE372 EG20 EH212 ER291 ES34 ET251 FI358 FJ679 FO298 FR33 GA241 GB44 GD1 GE995 GG44 GH233 GI350
  GL299 GM220 GN224 GP590 GQ240 GR30 GT502 GU1 GW245 GY592 HK852 HN504 HR385 HT509 HU36 ID62 IE353
  IL972 IM44 IN91 IQ964 IR98 IS354 IT39 JE44 JM1 JO962 JP81 KE254 KG996 KH855 KN1 KR82 KW965 KY1
  KZ7 LA856 LB961 LC1 LI423 LK94 LR231 LS266 LT370 LU352 LV371 LY218 MA212 MC377 MD373 ME382 MG261
  MK389 ML223 MM95 MN976 MO853 MQ596 MR222 MS1 MT356 MU230 MV960 MW265 MX52 MY60 MZ258 NA264 NC687
  NE227 NG234 NI505 NL31 NO47 NP977 NU683 NZ64 OM968 PA507 PE51 PF689 PG675 PH63 PK92 PL48 PR1
  PS970 PT351 PY595 QA974 RE262 RO40 RS381 RU7 RW250 SA966 SC248 SD249 SE46 SG65 SI386 SK421 SL232
  SM378 SN221 SO252 SR597 SV503 SY963 SZ268 TC1 TD235 TG228 TH66 TJ992 TM993 TN216 TO676 TR90 TT1
  TW886 TZ255 UA380 UG256 US1 UY598 UZ998 VA39 VC1 VE58 VG1 VI1 VN84 YE967 YT262 ZA27 ZM260 ZW263`
    .split(/\s+/)
    .map((c) => [c.slice(0, 2), `+${c.slice(2)}`]),
);

/** Words of an environment about team sports: its teams are clubs, not departments. */
export const SPORTS_WORDS =
  "\\b(football|basketball|baseball|softball|hockey|soccer|nfl|nba|wnba|mlb|nhl|mls|ncaa|fbs|fcs|cricket|rugby|volleyball|lacrosse|athletes?|playoffs?|quarterbacks?|touchdowns?|rushing|innings?)\\b";

/** Cities and mascots a sports team is called by ("Denver Falcons"). */
export const TEAM_CITIES = [
  "Boston",
  "Denver",
  "Portland",
  "Austin",
  "Memphis",
  "Columbus",
  "Omaha",
  "Tulsa",
  "Richmond",
  "Sacramento",
  "Raleigh",
  "Louisville",
  "Spokane",
  "Albany",
];
export const TEAM_MASCOTS = [
  "Falcons",
  "Bears",
  "Wolves",
  "Hawks",
  "Tigers",
  "Mustangs",
  "Rangers",
  "Stallions",
  "Panthers",
  "Eagles",
  "Cougars",
  "Bulldogs",
];

/** A team's divisions and conferences are named for where they play. */
export const SPORTS_DIVISIONS = [
  "East",
  "West",
  "North",
  "South",
  "Central",
  "Atlantic",
  "Pacific",
];

/** Playing positions by sport; `football` also stands for a sport the doc does not name. */
export const SPORT_POSITIONS: Record<string, string[]> = {
  football: [
    "Quarterback",
    "Running Back",
    "Wide Receiver",
    "Tight End",
    "Offensive Tackle",
    "Defensive End",
    "Linebacker",
    "Cornerback",
    "Safety",
    "Kicker",
  ],
  basketball: ["Point Guard", "Shooting Guard", "Small Forward", "Power Forward", "Center"],
  soccer: ["Goalkeeper", "Defender", "Midfielder", "Forward", "Winger"],
  baseball: ["Pitcher", "Catcher", "First Baseman", "Shortstop", "Center Fielder"],
  hockey: ["Center", "Left Wing", "Right Wing", "Defenseman", "Goaltender"],
};

/** A video game database's genres (RAWG, fresh40: its genres were book genres, "Children's Literature"). */
export const GAME_GENRES = [
  "Action",
  "Adventure",
  "RPG",
  "Strategy",
  "Shooter",
  "Puzzle",
  "Racing",
  "Sports",
  "Simulation",
  "Platformer",
  "Indie",
  "Fighting",
  "Arcade",
  "Casual",
  "Family",
];
/** What players tag games with. */
export const GAME_TAGS = [
  "Singleplayer",
  "Multiplayer",
  "Open World",
  "Co-op",
  "Story Rich",
  "Atmospheric",
  "First-Person",
  "Pixel Graphics",
  "Sandbox",
  "Great Soundtrack",
  "Roguelike",
  "Split Screen",
];
/** Where games are played. */
export const GAME_PLATFORMS = [
  "PC",
  "PlayStation 5",
  "PlayStation 4",
  "Xbox Series S/X",
  "Xbox One",
  "Nintendo Switch",
  "iOS",
  "Android",
  "macOS",
  "Linux",
];
/** Where games are sold. */
export const GAME_STORES = [
  "Steam",
  "PlayStation Store",
  "Xbox Store",
  "App Store",
  "Google Play",
  "GOG",
  "Nintendo Store",
  "Epic Games",
  "itch.io",
];
/** Who makes and publishes games. */
export const GAME_STUDIOS = [
  "Northlight Games",
  "Red Harbor Studios",
  "Pixel Forge",
  "Blue Comet Interactive",
  "Ironbark Entertainment",
  "Lantern House",
  "Quiet Fox Games",
  "Starfall Studio",
  "Copperline Interactive",
  "Moonwell Games",
];

/** Alphanumeric SMS sender IDs of businesses (at most 11 characters each). */
export const SMS_SENDER_IDS = [
  "AcmeBank",
  "CityClinic",
  "FastCab",
  "ShopNow",
  "Northwind",
  "Contoso",
  "ParcelGo",
  "DentalCare",
  "Verify",
  "GymPlus",
];
