/** Words that point at a domain; a rough guess for labels and envgen's value choices. */
const DOMAIN_WORDS: Record<string, string[]> = {
  "e-commerce": [
    "shop",
    "store",
    "product",
    "products",
    "cart",
    "checkout",
    "order",
    "orders",
    "coupon",
    "coupons",
    "catalogue",
    "catalog",
    "shipment",
    "retail",
    "sku",
    "inventory",
  ],
  "smart-home": [
    "thermostat",
    "lights",
    "device",
    "devices",
    "room",
    "rooms",
    "sensor",
    "scene",
    "appliance",
  ],
  healthcare: [
    "patient",
    "patients",
    "doctor",
    "doctors",
    "clinic",
    "appointment",
    "appointments",
    "prescription",
    "prescriptions",
    "medical",
    "drug",
    "hospital",
    "diagnosis",
  ],
  finance: [
    "bank",
    "account",
    "accounts",
    "payment",
    "payments",
    "transaction",
    "transactions",
    "invoice",
    "balance",
    "transfer",
    "currency",
  ],
  travel: [
    "flight",
    "flights",
    "hotel",
    "hotels",
    "trip",
    "airport",
    "booking",
    "reservation",
    "train",
    "travel",
    "station",
    "itinerary",
  ],
  workplace: [
    "employee",
    "employees",
    "leave",
    "helpdesk",
    "ticket",
    "tickets",
    "payroll",
    "manager",
    "hr",
  ],
  library: ["library", "book", "books", "loan", "loans", "borrow", "catalogue", "holds"],
  education: ["student", "students", "course", "courses", "grade", "school", "teacher", "lesson"],
  calendar: ["calendar", "meeting", "meetings", "schedule", "reminder"],
  communication: ["email", "message", "messages", "chat", "inbox", "sms", "notification"],
  "social-media": ["comment", "comments", "follower", "followers", "feed"],
  pets: ["pet", "pets", "petstore", "dog", "cat", "veterinary"],
  weather: ["weather", "forecast", "temperature", "precipitation", "wind"],
  media: [
    "music",
    "song",
    "songs",
    "playlist",
    "movie",
    "movies",
    "video",
    "videos",
    "podcast",
    "podcasts",
    "album",
    "tv",
    "television",
    "programme",
    "programmes",
    "episode",
    "episodes",
    "broadcast",
    "broadcasts",
    "radio",
    "audio",
    "listening",
    "film",
    "films",
  ],
  food: ["restaurant", "restaurants", "recipe", "recipes", "food", "dish"],
  maps: ["maps", "directions", "geocode", "places"],
  "developer-tools": ["repository", "repositories", "commit", "branch", "issue", "pull", "deploy"],
};

/**
 * Best-effort domain label from a document's title, description and tool names; "general" when
 * no domain clearly stands out. Each word counts at most 5 times, and a word of the title counts 5
 * times: a "TV API" whose users have a "store" of purchases is media.
 */
export function guessDomain(texts: string[]): string {
  const counts = new Map<string, number>();
  texts.forEach((text, i) => {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) {
      if (word === "") continue;
      counts.set(word, (counts.get(word) ?? 0) + (i === 0 ? 5 : 1));
    }
  });
  let best = "general";
  let bestScore = 0;
  for (const [domain, words] of Object.entries(DOMAIN_WORDS)) {
    const score = words.reduce((sum, w) => sum + Math.min(counts.get(w) ?? 0, 5), 0);
    if (score > bestScore) {
      best = domain;
      bestScore = score;
    }
  }
  return bestScore >= 3 ? best : "general";
}
