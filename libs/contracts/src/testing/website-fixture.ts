import type { PublicOrder } from '../orders.js';
import type { PublicWebsiteListItem, UpsellProductResponse, WebsiteContent, WebsiteResponse } from '../website.js';

/*
 * Test data builders: realistic objects as the API answers them, every field filled. Plain TypeScript
 * (no test framework), imported by tests only as '@cod/contracts/testing'; production code never
 * imports it. Each call returns a fresh copy, so a test may change what it gets.
 */

/** Our stored pictures (/uploads/images/{hash}.webp, with -320/-640/-960 copies) and a foreign one. */
export const STORED_IMAGE = '/uploads/images/0123456789abcdef0123456789abcdef.webp';
export const STORED_IMAGE_2 = '/uploads/images/fedcba9876543210fedcba9876543210.webp';
export const FOREIGN_IMAGE = 'https://cdn.example.com/products/masazer-3.jpg';

/** The generated content of a Serbian health product, as the offline copywriter writes it. */
const CONTENT: WebsiteContent = {
  title: 'Masažer za vrat i leđa sa grejanjem',
  shortName: 'Masažer za vrat',
  hook: 'Masažer za vrat i leđa sa grejanjem: vratite sebi lakoću pokreta i miran san, uz popust od 40% i plaćanje pouzećem.',
  bullets: [
    'Grejanje do 45°C',
    '8 masažnih glava',
    'Ocene koje ulivaju poverenje – kupci ga preporučuju porodici i prijateljima',
    'Manje napetosti – budite se sa više volje za novi dan',
    'Kupovina bez rizika – vaše zadovoljstvo nam je na prvom mestu',
  ],
  longDescription: [
    'Kada se ne osećate dobro, sve je teže – i posao, i porodica, i trenuci koji bi trebalo da budu opuštajući. Zato vam predstavljamo: Masažer za vrat i leđa sa grejanjem – jednostavan način da se svakog dana osećate bolje.',
    'Rezultati se ne mere obećanjima, već osećajem: lakše ustajanje, manje napetosti i više volje za svakodnevne obaveze. Redovna upotreba donosi najbolje rezultate, a većina kupaca prve promene primeti već posle nekoliko dana.',
    'Šta dobijate? Evo ukratko: rezultati koje primećujete iz dana u dan, pažljivo odabrani materijali i sastav i preporuka hiljada zadovoljnih kupaca.',
    'Karakteristike:\n• Grejanje do 45°C\n• 8 masažnih glava',
    'Umesto 4.990 RSD, ovog puta ga dobijate za 2.990 RSD. Za celu porodicu ili kao poklon: tri komada koštaju 6.990 RSD. Plaćanje pouzećem znači da ne rizikujete ništa, a paket stiže za 2–5 radnih dana (dostava na teritoriji cele Srbije).',
    'Naziv: Masažer za vrat i leđa sa grejanjem\nVaša cena danas: 2.990 RSD\nDostava: na teritoriji cele Srbije, 2–5 radnih dana, plaćanje pouzećem',
    'Akcija traje samo dok ima zaliha. Popunite kratak formular i vaš primerak kreće na put već danas.',
  ].join('\n\n'),
  faq: [
    {
      q: 'Kada stiže paket i kako plaćam?',
      a: 'Ne plaćate ništa unapred – plaćanje je pouzećem, kuriru u trenutku preuzimanja paketa. Porudžbinu šaljemo odmah po potvrdi, a dostava na teritoriji cele Srbije traje 2–5 radnih dana.',
    },
    {
      q: 'Da li je ovaj proizvod pogodan za svakodnevnu upotrebu?',
      a: 'Da. Osmišljen je tako da bude nežan prema telu i da se lako uklopi u svakodnevnu rutinu. Ako imate hronične tegobe ili ste na terapiji, pre upotrebe se posavetujte sa lekarom.',
    },
    {
      q: 'Mogu li da vratim proizvod?',
      a: 'Možete. Imate 30 dana garancije zadovoljstva: javite nam se, a mi dogovaramo povraćaj novca ili zamenu.',
    },
  ],
  keywords: [
    'masažer za vrat',
    'masažer za vrat cena',
    'masažer za vrat srbija',
    'zdrav život',
    'briga o zdravlju',
    'pomoć za bolji osećaj',
    'podrška imunitetu',
    'poručivanje pouzećem',
  ],
  seoTitle: 'Masažer za vrat i leđa sa grejanjem – Brza dostava',
  seoDescription: 'Mali korak ka lakšem i zdravijem danu: Masažer za vrat i leđa sa grejanjem. Akcijska cena 2.990 RSD umesto 4.990 RSD. 30 dana garancije zadovoljstva.',
  palette: { primary: '#059669', bg: '#ECFDF5', secondary: '#10B981', accent: '#F59E0B', text: '#1F2937' },
  priceAnchoring: {
    originalPrice: 4990,
    currentPrice: 2990,
    savings: 2000,
    comparisonText: 'Umesto 4.990 RSD danas samo 2.990 RSD — uštedite 40%',
  },
  quantityOffers: {
    single: { price: 2990, text: '1 komad', badge: '' },
    double: { price: 4990, text: '2 komada', badge: 'UŠTEDA 1000 RSD' },
    triple: { price: 6990, text: '3 komada', badge: 'NAJBOLJA PONUDA' },
  },
  urgencyElements: {
    limitedStock: { enabled: true, text: 'Ostalo je još 17 komada – zalihe se brzo prazne' },
    limitedTime: { enabled: true, text: 'Popust od 40% važi još samo danas' },
    socialProof: { enabled: true, text: '248 kupaca iz Srbije poručilo je u poslednja 24 sata' },
    exclusivity: { enabled: true, text: 'Ova cena ne važi u prodavnicama – samo za porudžbine preko interneta' },
    bonuses: { enabled: true, text: 'Za 2 ili više komada dobijate besplatnu dostavu' },
  },
  benefitsSection: {
    title: 'Zašto kupci biraju baš ovaj proizvod?',
    subtitle: 'Sve što vam je potrebno za lakši i bolji dan, na jednom mestu',
    benefits: [
      { icon: 'clock', text: 'Samo nekoliko minuta dnevno' },
      { icon: 'heart-pulse', text: 'Podrška vašem telu svakog dana' },
      { icon: 'badge-check', text: 'Preporuka hiljada zadovoljnih kupaca' },
      { icon: 'activity', text: 'Više volje za svakodnevne aktivnosti' },
      { icon: 'shield-check', text: 'Garancija povraćaja novca 30 dana' },
      { icon: 'wallet', text: 'Plaćate tek kada paket stigne' },
    ],
    ctaText: 'Naruči uz plaćanje pouzećem',
  },
  problemSolutionSections: [
    {
      title: 'Telo vam šalje signale koje ne treba ignorisati?',
      description1: 'Ukočenost posle dugog sedenja, napetost u vratu i leđima, bol koji se javlja baš kada vam najmanje treba – sve to utiče i na raspoloženje i na san.',
      description2: 'Umesto da trpite, pružite sebi olakšanje koje je uvek nadohvat ruke. Jednostavno, bezbedno i bez komplikacija.',
      ctaText: 'Da, želim ovu ponudu',
    },
    {
      title: 'Nemate vremena da brinete o sebi?',
      description1: 'Posao, kuća, porodica – dan prođe, a za vas ne ostane ni minut. Briga o zdravlju se stalno odlaže za neki mirniji period.',
      description2: 'Briga o sebi ne mora da bude komplikovana. Uz ovaj proizvod ona postaje jednostavan deo svakog dana.',
      ctaText: 'Poruči uz popust',
    },
    {
      title: 'Umor vas prati od jutra do večeri?',
      description1: 'Kafa za kafom, a energije i dalje nema. Umor postaje svakodnevica i polako vam oduzima volju za stvari koje volite.',
      description2: 'Ovaj proizvod vam pomaže da ponovo pronađete svoj ritam. Uz redovnu upotrebu dan počinje lakše, a veče više ne dočekujete iscrpljeni.',
      ctaText: 'Želim i ja da probam',
    },
  ],
  designRecommendations: {
    category: 'health',
    targetAudience: 'Odrasli od 30 do 65 godina koji žele da se osećaju bolje bez skupih tretmana',
    emotionalTone: 'Topao i ohrabrujući, sa naglaskom na olakšanje i sigurnost',
    colorScheme: { primary: '#059669', secondary: '#10B981', accent: '#F59E0B', background: '#ECFDF5', text: '#1F2937' },
    typography: { headingFont: 'Nunito', bodyFont: 'Open Sans', weight: 'normal' },
    layoutStyle: 'Dinamičan prodajni raspored sa utiscima kupaca, ponudom za više komada i odbrojavanjem',
    visualElements: { borderRadius: 'rounded', shadows: 'subtle', spacing: 'loose' },
    sectionStructure: {
      sections: [
        { order: 1, title: 'Naslovna sekcija', type: 'hero', props: { bulletsShown: 3, showOrderButton: true } },
        { order: 2, title: 'Prednosti', type: 'features', props: { columns: 3, items: 5 } },
        { order: 3, title: 'Utisci kupaca', type: 'testimonials', props: { count: 6, rotateSeconds: 5 } },
        { order: 4, title: 'Česta pitanja', type: 'faq', props: { items: 3, openFirst: true } },
      ],
    },
  },
  advertorialStory: {
    personalIntro: 'Ja sam Goran, imam 57 godina, a živim u Zrenjaninu. Ceo radni dan provodim za računarom, a uveče jedva čekam da legnem.',
    problemDescription: 'Godinama sam živeo sa umorom i napetošću koji su mi kvarili svaki dan. Ujutru sam se budio umoran, a uveče nisam imao snage ni za šta.',
    agoniaSection: 'Bilo je dana kada nisam mogao da se igram sa decom ni da završim najobičnije poslove. Najteže mi je bilo to što sam mislio da tako mora da bude.',
    breakthroughMoment: 'Prelomni trenutak došao je sasvim slučajno. Ćerka mi je pokazala komentare ljudi koji su imali iste tegobe kao ja i koji su konačno našli olakšanje.',
    discoveryStory: 'Nisam mnogo očekivao, ali sam odlučio da pokušam – pogotovo kada sam video da se plaća pouzećem. Naziv sam odmah zapamtio: Masažer za vrat i leđa sa grejanjem. Poručivanje je trajalo manje od minut, a paket je stigao brže nego što sam očekivao.',
    resultsDescription: 'Već posle prve nedelje primetio sam da se budim odmorniji. Posle mesec dana napetost je skoro nestala, a energije imam kao da sam deset godina mlađi.',
    benefitsList: [
      'Prvi dan: prijatan osećaj i radoznalost da li će potrajati',
      'Treći dan: manje napetosti i lakše ustajanje',
      'Prva nedelja: obaveze više ne deluju kao planina',
      'Druga nedelja: tegobe se javljaju sve ređe',
      'Posle mesec dana: osećam se kao nova osoba',
    ],
    productQuote: '„Da sam ranije znao za ovaj proizvod, uštedeo bih sebi godine nerviranja i mnogo novca.“',
    ctaAdvice: 'Moj savet: ne odlažite kao što sam ja odlagao. Poručite dok traje akcija.',
    ctaAdviceDetailed: 'Poručivanje je jednostavno: popunite formular sa imenom, adresom i brojem telefona, a kurir vam paket donosi za 2–5 radnih dana. Plaćate pouzećem, tek kada paket bude u vašim rukama. Trenutna cena je 2.990 RSD umesto 4.990 RSD, a tri komada koštaju samo 6.990 RSD.',
    noLongerNeedList: [
      'Fioka puna preparata koji nisu ispunili obećanja',
      'Neprospavane noći i nervoza',
      'Odlaganje obaveza zbog manjka energije',
      'Jutra koja počinju umorom i lošim raspoloženjem',
      'Čekanje u redovima za svaki tretman',
    ],
    heroSection: {
      heroTitle: 'Otkriće zbog kojeg ponovo s osmehom dočekujem jutro',
      heroSubtitle: 'Ispovest koja je obišla celu Srbiju',
      heroDescription: 'Iskustvo koje je promenilo moja jutra, moj posao i moje raspoloženje. Pročitajte kako je sve počelo i šta mi je zaista pomoglo.',
    },
    benefitsSection: {
      benefitsIntro: 'Evo šta se promenilo kada sam ga uveo u svakodnevnu rutinu:',
      benefits: [
        'Mirniji san i odmorniji um',
        'Jednostavna upotreba, bez ikakve pripreme',
        'Lakše ustajanje i više energije od jutra',
        'Bolje raspoloženje koje primećuju i ukućani',
        'Manje napetosti u telu posle napornog dana',
      ],
    },
    testimonialsSection: [
      {
        name: 'Nenad K.',
        location: 'Niš',
        text: 'Iskreno, bio sam skeptičan, ali me je prijatno iznenadio. Vredi svake pare.',
        rating: 5,
        verified: true,
      },
      {
        name: 'Nataša M.',
        location: 'Vranje',
        text: 'Koristim ga svako veče i san mi je mnogo mirniji. Preporučujem svima koji imaju isti problem kao ja. Plaćanje pouzećem mi je mnogo značilo jer ne volim da plaćam unapred.',
        rating: 5,
        verified: true,
      },
      {
        name: 'Katarina M.',
        location: 'Kruševac',
        text: 'Ne znam kako sam ranije izdržavala bez njega. Napetost u leđima je mnogo manja.',
        rating: 4,
        verified: true,
      },
    ],
    trustStatistics: [
      {
        icon: 'users',
        number: '15.000+',
        label: 'Zadovoljnih kupaca',
        description: 'Kupci širom Srbije nam ukazuju poverenje',
      },
      {
        icon: 'star',
        number: '4,9/5',
        label: 'Prosečna ocena',
        description: 'Na osnovu utisaka kupaca koji su poručili',
      },
      {
        icon: 'shield-check',
        number: '30 dana',
        label: 'Garancija',
        description: 'Povraćaj novca ako niste zadovoljni',
      },
    ],
    faqSection: [
      {
        question: 'Kada stiže paket i kako plaćam?',
        answer: 'Ne plaćate ništa unapred – plaćanje je pouzećem, kuriru u trenutku preuzimanja paketa. Porudžbinu šaljemo odmah po potvrdi, a dostava na teritoriji cele Srbije traje 2–5 radnih dana.',
      },
      {
        question: 'Da li je ovaj proizvod pogodan za svakodnevnu upotrebu?',
        answer: 'Da. Osmišljen je tako da bude nežan prema telu i da se lako uklopi u svakodnevnu rutinu. Ako imate hronične tegobe ili ste na terapiji, pre upotrebe se posavetujte sa lekarom.',
      },
      {
        question: 'Mogu li da vratim proizvod?',
        answer: 'Možete. Imate 30 dana garancije zadovoljstva: javite nam se, a mi dogovaramo povraćaj novca ili zamenu.',
      },
      {
        question: 'Mogu li da poručim više komada?',
        answer: 'Naravno. Dva komada koštaju 4.990 RSD, a tri komada 6.990 RSD, što je najisplativija ponuda.',
      },
      {
        question: 'Da li je ovo lek?',
        answer: 'Ne, ovaj proizvod nije lek i ne zamenjuje terapiju koju vam je propisao lekar. Namenjen je kao svakodnevna podrška vašem telu i boljem osećaju.',
      },
    ],
    ctaSection: {
      mainCtaText: 'Poruči sa 40% popusta',
      urgencyText: 'Ostalo je još 17 komada – zalihe se brzo prazne',
      guaranteeText: '30 dana garancije zadovoljstva – ako niste zadovoljni, vraćamo novac',
    },
    headerSection: {
      brandName: 'Masažer za vrat',
      productSubtitle: 'Svakodnevna podrška za bolji osećaj',
      navigationLinks: [
        { text: 'Moja priča', href: '#prica' },
        { text: 'Prednosti', href: '#prednosti' },
        { text: 'Utisci', href: '#utisci' },
        { text: 'Pitanja', href: '#pitanja' },
        { text: 'Poruči', href: '#porudzbina' },
      ],
      ctaButtonText: 'Poruči odmah',
      welcomeBannerText: 'Akcija traje: popust 40% i plaćanje pouzećem',
    },
    footerSection: {
      companyInfo: 'Masažer za vrat – internet prodavnica sa dostavom na teritoriji cele Srbije',
      contactInfo: 'Porudžbinu ostavite putem formulara na ovoj stranici, a naš tim vas poziva telefonom radi potvrde.',
      legalNotice: 'Sve cene su izražene sa PDV-om. Priča i utisci predstavljaju lična iskustva kupaca, a rezultati se mogu razlikovati od osobe do osobe. Proizvod nije lek i ne zamenjuje savet lekara.',
      deliveryInfo: 'Dostava na teritoriji cele Srbije za 2–5 radnih dana. Plaćanje pouzećem, kuriru prilikom preuzimanja.',
      supportHours: 'Radnim danima 9:00–17:00',
    },
  },
  testimonials: [
    {
      name: 'Nenad K.',
      location: 'Niš',
      text: 'Iskreno, bio sam skeptičan, ali me je prijatno iznenadio. Vredi svake pare.',
      rating: 5,
      purchase_date: 'juče',
      verified: true,
    },
    {
      name: 'Nataša M.',
      location: 'Vranje',
      text: 'Koristim ga svako veče i san mi je mnogo mirniji. Preporučujem svima koji imaju isti problem kao ja. Plaćanje pouzećem mi je mnogo značilo jer ne volim da plaćam unapred.',
      rating: 5,
      purchase_date: 'pre 2 dana',
      verified: true,
    },
    {
      name: 'Katarina M.',
      location: 'Kruševac',
      text: 'Ne znam kako sam ranije izdržavala bez njega. Napetost u leđima je mnogo manja.',
      rating: 4,
      purchase_date: 'pre 5 dana',
      verified: true,
    },
    {
      name: 'Predrag G.',
      location: 'Novi Sad',
      text: 'Jutra su mi konačno lakša. Manje sam umoran i više stignem da uradim tokom dana.',
      rating: 4,
      purchase_date: 'pre nedelju dana',
      verified: true,
    },
    {
      name: 'Sanja L.',
      location: 'Valjevo',
      text: 'Posle nedelju dana korišćenja osećam se mnogo bolje. Nisam verovala da će razlika biti ovako brzo primetna.',
      rating: 5,
      purchase_date: 'pre 9 dana',
      verified: true,
    },
    {
      name: 'Vesna R.',
      location: 'Požarevac',
      text: 'Posle tri nedelje osećam pravu razliku. Konačno nešto što ispunjava obećanja.',
      rating: 5,
      purchase_date: 'pre 2 nedelje',
      verified: true,
    },
  ],
  sections: ['hero', 'features', 'testimonials', 'faq'],
};

const WEBSITE: WebsiteResponse = {
  ...CONTENT,
  id: 42,
  productId: 'prod-masazer-42',
  userId: 7,
  images: [STORED_IMAGE, STORED_IMAGE_2, FOREIGN_IMAGE],
  currency: 'RSD',
  currencySymbol: 'RSD',
  currentPrice: 2990,
  originalPrice: 4990,
  targetMarket: 'Serbia',
  templateName: 'Sales Template',
  customUrl: 'masazer-za-vrat',
  sku: 'MAS-001',
  productLink: 'https://shop.example.com/masazer',
  previewMode: 'customer',
  aiCopy: { provider: 'offline', testimonials: [] },
  editableContent: { enabledTestimonials: [true, true, true] },
  editableByClient: true,
  upsellProductLinks: [],
  hasUpsellProducts: false,
  isActive: true,
  isTest: false,
  createdAt: '2025-01-10T10:00:00.000Z',
  updatedAt: '2025-01-11T10:00:00.000Z',
};

/** A published website (Sales Template, Serbia, RSD): id 42, /masazer-za-vrat. */
export function websiteFixture(overrides: Partial<WebsiteResponse> = {}): WebsiteResponse {
  return { ...structuredClone(WEBSITE), ...overrides };
}

const HASH = (n: number) => n.toString(16).padStart(32, 'a');

/** An upsell offer of the website fixture (a silk pillowcase: 2.990 → 1.490 RSD, 3 left). */
export function upsellProductFixture(id = 11, overrides: Partial<UpsellProductResponse> = {}): UpsellProductResponse {
  return {
    id,
    websiteId: WEBSITE.id,
    originalUrl: `https://example.com/u/${id}`,
    title: `Svilena jastučnica ${id}`,
    urgentDescription: 'Samo danas uz vašu porudžbinu — 50% popusta!',
    originalPrice: 2990,
    discountPrice: 1490,
    savings: 1500,
    images: [`/uploads/images/${HASH(100 + id)}.webp`, `https://cdn.example.com/u${id}.jpg`],
    features: ['Čuva kosu i kožu lica', 'Prirodna svila 22 momme', 'Pere se na 30°C'],
    stockLeft: 3,
    sku: `SJ-${id}`,
    isActive: true,
    aiProcessed: true,
    aiProcessingError: null,
    createdAt: '2025-01-14T10:00:00.000Z',
    updatedAt: '2025-01-14T10:00:00.000Z',
    ...overrides,
  };
}

/** What the thank-you pages get of an order on the website fixture: two pieces for 4.990 RSD. */
export function publicOrderFixture(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    orderId: 'N7K2MQ9XA4TB3',
    websiteId: WEBSITE.id,
    quantity: 2,
    totalPrice: WEBSITE.quantityOffers.double.price,
    currency: 'RSD',
    currencySymbol: 'RSD',
    firstName: 'Marko',
    lastName: 'Petrović',
    email: 'marko@example.rs',
    phone: '+381641234567',
    address: 'Bulevar oslobođenja 12',
    city: 'Novi Sad',
    postalCode: '21000',
    productName: WEBSITE.title,
    status: 'pending',
    createdAt: '2025-01-14T10:05:00.000Z',
    upsellDelayedUntil: '2025-01-14T10:20:00.000Z',
    ...overrides,
  };
}

const STORE_TITLES: [string, string][] = [
  ['Bežične slušalice AirSound Pro', 'Kristalno čist zvuk bez kablova'],
  ['Korektor držanja PostureFix', 'Kraj bolovima u leđima'],
  ['Serum za lice sa hijaluronom', 'Koža kao posle spa tretmana'],
  ['Usisivač za auto 120W', 'Čist auto za 5 minuta'],
  ['Seckalica za povrće 12u1', 'Kuhinja bez muke'],
  ['Pametni sat FitWatch', 'Prati korake, san i puls'],
  ['Masažer za vrat EMS', 'Opuštanje za 15 minuta'],
  ['Fen za kosu IonicAir', 'Sjajna kosa bez oštećenja'],
  ['Đački ranac Ergo', 'Lagan i udoban za školu'],
];

/**
 * The storefront list (GET /api/websites/public-list) of up to nine products, ids 101…: every
 * category; every third without pictures, every second without an original price; the first one's
 * customUrl written with leading slashes.
 */
export function publicListItemFixtures(n = STORE_TITLES.length): PublicWebsiteListItem[] {
  return STORE_TITLES.slice(0, n).map(([title, hook], i) => ({
    id: 101 + i,
    productId: `p-${101 + i}`,
    title,
    shortName: title.split(' ')[0]!,
    hook,
    images: i % 3 === 2 ? [] : [`/uploads/images/${HASH(200 + i)}.webp`],
    currentPrice: 2990 + i * 1000,
    originalPrice: i % 2 === 0 ? 4990 + i * 1000 : null,
    currency: 'RSD',
    currencySymbol: 'RSD',
    customUrl: i === 0 ? '//airsound-pro' : `proizvod-${101 + i}`,
    targetMarket: 'Serbia',
    createdAt: '2025-01-14T10:00:00.000Z',
  }));
}
