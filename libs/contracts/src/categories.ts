import type { ProductCategory } from './website.js';

/**
 * Product category by keyword matching (spec 001 §2.1: "categories are assigned by keyword
 * matching on product name and hook"). Works on Serbian with and without diacritics (č→c, đ→dj)
 * and on common English and brand words. Pure and framework-free: the API's copywriter and the
 * storefront use the same function.
 */

interface CategoryKeywords {
  /** Whole words (after normalisation). */
  words: string[];
  /** Word beginnings (Serbian stems: 'slusalic' matches slušalice, slušalica…). */
  stems: string[];
  /** Multi-word phrases, matched on whole words; they weigh more than single words. */
  phrases: string[];
  /** Weak hints that only decide when nothing stronger is there. */
  weak?: string[];
}

const KEYWORDS: Record<Exclude<ProductCategory, 'other'>, CategoryKeywords> = {
  health: {
    words: [
      'bol', 'bolove', 'bolova', 'bolovi', 'lek', 'lekovi', 'caj', 'cajevi', 'san', 'apoteka', 'tablete', 'tableta',
      'joga', 'tens', 'ems', 'keto', 'protein', 'omega', 'cink', 'gvozdje', 'health', 'massage', 'massager',
      'posture', 'pain', 'relief', 'supplement', 'supplements', 'collagen', 'immune', 'orthopedic', 'orthopaedic',
      'fitness', 'yoga', 'sleep', 'knee', 'probiotic', 'probiotics', 'inhaler', 'thermometer', 'oximeter', 'vitamin',
      'vitamins', 'detox', 'wellness', 'steznik', 'pojas',
    ],
    stems: [
      'vitamin', 'suplement', 'kapsul', 'kolagen', 'probiot', 'imunit', 'zdrav', 'ortoped', 'korektor',
      'masaz', 'masir', 'zglob', 'kicm', 'ledj', 'kolen', 'stopal', 'pritis', 'toplomer', 'termometar', 'oksimetar',
      'inhalator', 'dijabet', 'holesterol', 'detoks', 'mrsav', 'dijet', 'metabol', 'spavanj', 'nesanic', 'hemoroid',
      'prostat', 'varikoz', 'cirkulac', 'reuma', 'artrit', 'migren', 'glavobolj', 'fitnes', 'vezba', 'vezbe',
      'bucic', 'tegov', 'ortoz', 'lekovit', 'melem', 'magnezij', 'kalcij', 'mineral', 'bolov', 'bolne', 'imuno',
    ],
    phrases: [
      'protiv bolova', 'za bolove', 'bol u ledjima', 'bolovi u ledjima', 'za ledja', 'krvni pritisak', 'merac pritiska',
      'za spavanje', 'za zglobove', 'za vene', 'za imunitet', 'za mrsavljenje', 'za kolena', 'za vrat', 'za kicmu',
      'posture corrector', 'back pain', 'neck massager', 'knee brace', 'weight loss',
    ],
  },
  tech: {
    words: [
      'tablet', 'telefon', 'telefoni', 'telefona', 'mobilni', 'mobilnog', 'laptop', 'racunar', 'kompjuter', 'pc', 'mis',
      'tastatura', 'monitor', 'projektor', 'dron', 'kamera', 'kamerica', 'gps', 'usb', 'hdmi', 'wifi', 'bluetooth',
      'powerbank', 'punjac', 'punjaci', 'kabl', 'kablovi', 'adapter', 'ruter', 'router', 'ssd', 'hdd', 'smartwatch',
      'watch', 'phone', 'iphone', 'ipad', 'samsung', 'xiaomi', 'huawei', 'apple', 'android', 'airpods', 'earbuds',
      'headphones', 'headset', 'earphones', 'charger', 'cable', 'speaker', 'camera', 'drone', 'gaming', 'gamer',
      'konzola', 'playstation', 'xbox', 'nintendo', 'dzojstik', 'gamepad', 'joystick', 'tv', 'televizor', 'mikrofon',
      'microphone', 'selfie', 'tripod', 'stativ', 'fitbit', 'garmin', 'jbl', 'sony', 'lenovo', 'anker', 'baseus',
      'realme', 'oneplus', 'oppo', 'nokia', 'motorola', 'asus', 'acer', 'dell', 'logitech', 'razer', 'redmi', 'poco',
      'honor', 'galaxy', 'macbook', 'vr', 'mah', 'elektronika', 'projector', 'keyboard', 'mouse', 'smartphone',
      'bezicne', 'bezicni', 'slusalice', 'qi',
    ],
    stems: [
      'slusalic', 'zvucnik', 'punjac', 'elektronsk', 'digitaln', 'tastatur', 'projektor', 'powerbank', 'kamer', 'smartfon',
      'mobiln', 'racunar', 'kompjuter', 'televiz', 'konzol', 'bluetooth', 'memorij', 'lokator', 'wireless', 'gejm',
    ],
    phrases: [
      'pametni sat', 'pametna narukvica', 'maska za telefon', 'maska za iphone', 'maska za samsung', 'futrola za telefon',
      'zastitno staklo', 'drzac za telefon', 'smart watch', 'power bank', 'usb c', 'wireless charger', 'mi band',
      'fitness tracker', 'smart band',
    ],
    weak: ['bezicn', 'band', 'smart', 'led'],
  },
  beauty: {
    words: [
      'krema', 'kreme', 'kremu', 'serum', 'serumi', 'maskara', 'puder', 'karmin', 'sminka', 'parfem', 'parfemi',
      'nokti', 'nokte', 'kosa', 'kose', 'kosu', 'fen', 'figaro', 'lice', 'lica', 'koza', 'koze', 'kozu', 'bore',
      'bora', 'akne', 'pore', 'trepavice', 'obrve', 'usne', 'brada', 'brade', 'brijac', 'epilator', 'depilator', 'sampon',
      'regenerator', 'balzam', 'tonik', 'piling', 'losion', 'beauty', 'cream', 'skin', 'skincare', 'face', 'hair',
      'makeup', 'lipstick', 'mascara', 'perfume', 'nail', 'nails', 'lash', 'lashes', 'brow', 'brows', 'wrinkle',
      'wrinkles', 'acne', 'glow', 'spa', 'cosmetic', 'cosmetics', 'shaver', 'whitening', 'lotion', 'shampoo',
      'conditioner', 'curler', 'straightener', 'antiage', 'hijaluron', 'retinol', 'lepota', 'lepotu', 'nega', 'negu',
      'manikir', 'pedikir', 'toner', 'clipper', 'clippers', 'trimmer', 'masinica', 'sisanje', 'brijanje',
      'zubi', 'zube', 'zuba', 'toothbrush', 'teeth', 'susilo',
    ],
    stems: [
      'kozmet', 'smink', 'parfem', 'depil', 'epilat', 'trepavic', 'obrv', 'hijalur', 'retinol', 'izbeljivan', 'uvijac',
      'manikir', 'pedikir', 'lepot', 'negovan', 'kolagensk',
    ],
    phrases: [
      'maska za lice', 'maska za kosu', 'za lice', 'za kosu', 'za negu', 'presa za kosu', 'fen za kosu', 'lak za nokte',
      'gel lak', 'protiv bora', 'izbeljivanje zuba', 'hair dryer', 'face mask', 'hair straightener', 'anti age',
      'za brijanje', 'za bradu', 'za nokte', 'za usne', 'za trepavice', 'cetkica za zube', 'za zube',
    ],
    weak: ['maska', 'ulje', 'gel'],
  },
  home: {
    words: [
      'kuhinja', 'kuhinju', 'kuhinji', 'lonac', 'serpa', 'tiganj', 'tava', 'noz', 'nozevi', 'nozeva', 'blender', 'mikser', 'sokovnik',
      'seckalica', 'rende', 'posuda', 'posude', 'tanjir', 'tanjiri', 'solja', 'solje', 'dusek', 'jastuk', 'jastuci',
      'jastuce', 'posteljina', 'pokrivac', 'cebe', 'peskir', 'peskiri', 'zavesa', 'zavese', 'tepih', 'lampa', 'lampe',
      'lampica', 'lampice', 'sijalica', 'sijalice', 'polica', 'police', 'ormar', 'fioka', 'organizator', 'ves', 'pegla',
      'krpa', 'krpe', 'mop', 'basta', 'baste', 'biljka', 'biljke', 'saksija', 'cvece', 'alat', 'alati', 'busilica',
      'srafciger', 'kosilica', 'rostilj', 'grejalica', 'ventilator', 'klima', 'ovlazivac', 'preciscivac', 'sveca', 'svece',
      'kupatilo', 'tus', 'slavina', 'wc', 'toalet', 'krevet', 'stolica', 'kauc', 'frizider', 'rerna', 'sporet', 'friteza',
      'airfryer', 'kafa', 'kafu', 'kitchen', 'home', 'house', 'cleaning', 'vacuum', 'pan', 'pot', 'knife', 'knives',
      'pillow', 'mattress', 'blanket', 'towel', 'lamp', 'organizer', 'storage', 'garden', 'drill', 'fryer', 'heater',
      'humidifier', 'candle', 'bathroom', 'shower', 'bed', 'sofa', 'cookware', 'dyson', 'tefal', 'gorenje', 'vileda',
      'karcher', 'usisivac', 'dozer', 'sudopera', 'kuhinjski', 'kuhinjska', 'kuhinjske', 'kuhinjsko',
      'kuvalo', 'kuvala', 'kuhalo', 'kuhala', 'kettle', 'cajnik', 'bokal',
    ],
    stems: [
      'kuhinj', 'usisiv', 'posteljin', 'ciscenj', 'cistac', 'organizat', 'grejal', 'ventilat', 'ovlaziv', 'preciscivac',
      'rostilj', 'kosilic', 'busilic', 'kupatil', 'namestaj', 'dekorac', 'jastuc', 'peskir', 'dusek', 'zaves', 'sijalic',
      'lampic', 'posud', 'tanjir', 'seckal', 'sokovn', 'komarac', 'komarc', 'bubasvab', 'saksij', 'navodnjav', 'vesalic',
      'kuvan', 'pecen', 'fritez',
    ],
    phrases: [
      'aparat za kafu', 'masina za ves', 'masina za sudove', 'za kuhinju', 'za kupatilo', 'za dom', 'za kucu',
      'pribor za jelo', 'air fryer', 'robot usisivac', 'protiv komaraca', 'za bastu', 'za ves', 'kucni ljubimci',
      'led traka', 'led trake', 'led strip', 'beli luk', 'za vodu',
    ],
    weak: ['led', 'set'],
  },
  auto: {
    words: [
      'auto', 'auta', 'autu', 'autom', 'kola', 'vozilo', 'vozila', 'vozilu', 'vozac', 'vozaca', 'vozace', 'gume', 'guma',
      'felne', 'volan', 'brisaci', 'farovi', 'akumulator', 'kompresor', 'dizalica', 'kanister', 'retrovizor', 'motocikl',
      'garaza', 'tablice', 'parking', 'car', 'cars', 'vehicle', 'tire', 'tires', 'tyre', 'tyres', 'wheel', 'wiper',
      'wipers', 'dashcam', 'obd', 'obd2', 'motorcycle', 'windshield', 'bmw', 'audi', 'golf', 'vw', 'volkswagen',
      'mercedes', 'opel', 'skoda', 'fiat', 'renault', 'peugeot', 'toyota', 'ford', 'sofersajbna', 'patosnice',
    ],
    stems: [
      'automobil', 'autokozm', 'autosedi', 'autopunj', 'autokamer', 'autoradio', 'autosij', 'vozil', 'retrovizor',
      'akumulat', 'presvlak', 'patosnic', 'motocik', 'branik', 'auspuh', 'karoserij', 'sofersajbn', 'vetrobran',
    ],
    phrases: [
      'za auto', 'za automobil', 'u autu', 'u auto', 'za kola', 'za vozila', 'za vozace', 'tepisi za auto',
      'car seat', 'seat cover', 'jump starter', 'dash cam', 'car charger', 'tire inflator', 'steering wheel', 'auto punjac',
    ],
    weak: ['motor', 'navigac'],
  },
};

/**
 * Goods of none of the five categories (bags, clothes and shoes, toys, pets, umbrellas, jewellery):
 * a name that says one of these is 'other' outright, even when its accessories sound like another
 * category ('Ranac sa USB portom' is a bag, not electronics).
 */
const OTHER_GOODS: CategoryKeywords = {
  words: [
    'ranac', 'ranca', 'rancevi', 'torba', 'torbe', 'torbu', 'novcanik', 'kisobran', 'kisobrana', 'igracka', 'igracke', 'kocke', 'lego',
    'slagalica', 'puzzle', 'naocare', 'odeca', 'majica', 'majice', 'jakna', 'duks', 'haljina', 'carape', 'cipele', 'cipela', 'patike',
    'cizme', 'papuce', 'ulosci', 'ulozak', 'psa', 'pse', 'macka', 'macke', 'povodac', 'ogrlica', 'nakit', 'mindjuse', 'narukvica',
    'backpack', 'wallet', 'umbrella', 'toy', 'toys', 'kids', 'sunglasses', 'shoes', 'sneakers', 'socks', 'insoles', 'jacket', 'shirt',
    'dress', 'dog', 'dogs', 'cat', 'cats', 'leash', 'harness', 'jewelry', 'necklace', 'bracelet', 'bicikl', 'trotinet', 'lopta', 'sator',
  ],
  stems: ['igrack', 'rancev', 'novcan', 'kisobran', 'naocar', 'decij', 'ljubimc', 'cipel', 'patik', 'carap', 'ulosc', 'nakit', 'bicikl', 'slagalic'],
  phrases: ['za decu', 'for kids', 'za psa', 'za pse', 'za macke', 'for dogs', 'for cats', 'za bebe'],
};

const ORDER: ProductCategory[] = ['health', 'tech', 'beauty', 'home', 'auto', 'other'];
const KEYWORDS_OF = (category: ProductCategory): CategoryKeywords => (category === 'other' ? OTHER_GOODS : KEYWORDS[category]);

/** Lower-case, no diacritics (đ → dj), words separated by single spaces. */
export function normalizeForMatching(text: string): string {
  return String(text ?? '')
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A category's keyword score in a text and the word position of its first keyword. */
export interface CategoryScore {
  category: ProductCategory;
  score: number;
  first: number;
}

/**
 * Every category's keyword score in a text, best first. Whole words and stems weigh 2, phrases 3,
 * weak hints 1; a tie goes to the category named first in the text (Serbian names put the main noun
 * first). 'other' scores only the goods that belong to no category (OTHER_GOODS).
 */
export function categoryScores(text: string): CategoryScore[] {
  const norm = normalizeForMatching(text);
  const tokens = norm ? norm.split(' ') : [];
  const padded = ` ${norm} `;
  const scores = ORDER.map((category): CategoryScore => {
    const k = KEYWORDS_OF(category);
    const hit: CategoryScore = { category, score: 0, first: Number.POSITIVE_INFINITY };
    tokens.forEach((token, index) => {
      let weight = 0;
      if (k.words.includes(token) || k.stems.some((s) => token.startsWith(s))) weight = 2;
      else if (k.weak?.some((s) => token.startsWith(s))) weight = 1;
      if (weight) {
        hit.score += weight;
        hit.first = Math.min(hit.first, index);
      }
    });
    for (const phrase of k.phrases) {
      const at = norm ? padded.indexOf(` ${phrase} `) : -1;
      if (at >= 0) {
        hit.score += 3;
        hit.first = Math.min(hit.first, padded.slice(0, at).split(' ').length - 1);
      }
    }
    return hit;
  });
  return scores.sort((a, b) => b.score - a.score || a.first - b.first || ORDER.indexOf(a.category) - ORDER.indexOf(b.category));
}

/** The most likely product category of a text (product name, hook, description…); nothing recognised gives 'other'. */
export function detectCategory(text: string): ProductCategory {
  const [top] = categoryScores(text);
  return top && top.score > 0 ? top.category : 'other';
}
