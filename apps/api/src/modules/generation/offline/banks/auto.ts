import type { CategoryBank } from './types.js';

export const AUTO: CategoryBank = {
  id: 'auto',
  colors: { primary: '#DC2626', secondary: '#1F2937', accent: '#FACC15', background: '#F8FAFC', text: '#111827' },
  typography: { headingFont: 'Montserrat', bodyFont: 'Roboto', weight: 'bold' },
  visual: { borderRadius: 'sharp', shadows: 'dramatic', spacing: 'tight' },
  tones: ['Odlučan, pouzdan i praktičan', 'Samouveren i direktan, sa naglaskom na sigurnost i uštedu'],
  audiences: [
    'Vozači koji žele uredan, siguran i dobro opremljen automobil',
    'Svi koji svakodnevno putuju kolima i cene praktična rešenja',
    'Ljubitelji automobila koji vole da im vozilo izgleda i radi besprekorno',
  ],
  femaleShare: 0.2,
  taglines: [
    'praktično rešenje za svakog vozača',
    'više sigurnosti i udobnosti na svakom putu',
    'mala investicija koja čuva vaš automobil i vaše živce',
    'oprema koju svaki vozač treba da ima',
    'mirnija vožnja bez nepotrebnih troškova',
  ],
  predicates: [
    'oprema koja olakšava svaku vožnju i čuva vaše vozilo',
    'praktično rešenje za vozače koji ne vole improvizacije',
    'pametna investicija u vaš automobil i vašu sigurnost',
    'dodatak bez kojeg posle prve vožnje nećete želeti da krenete na put',
  ],
  openers: [
    'Svaki vozač zna koliko male stvari mogu da pokvare vožnju: nered u kabini, nepredviđen kvar ili oprema koja otkaže baš kada je najpotrebnija.',
    'Automobil nije samo prevozno sredstvo – to je vaš drugi dom na putu.',
    'Servisi i majstori su skupi, a mnogi problemi mogu da se reše jednostavno, na vreme i bez mnogo novca.',
    'Na putu nema mesta improvizaciji. Prava oprema znači sigurniju, mirniju i udobniju vožnju.',
  ],
  hookClaims: [
    'Više sigurnosti i udobnosti na svakom putu',
    'Oprema koju svaki vozač treba da ima',
    'Sačuvajte svoj automobil i svoje živce',
    'Vožnja bez stresa i nepotrebnih troškova',
    'Uredan i opremljen automobil za nekoliko minuta',
    'Praktično rešenje koje ćete koristiti na svakoj vožnji',
    'Spremni za svaki put, u gradu i na autoputu',
    'Pametna investicija u vaš automobil',
    'Automobil uvek spreman za put',
    'Oprema koju vozači preporučuju jedni drugima',
    'Mirnija vožnja i uredniji automobil',
  ],
  howItWorks: [
    'Postavljanje traje nekoliko minuta i ne zahteva alat ni odlazak u servis.',
    'Odgovara većini automobila, pa ne morate da brinete oko modela i godišta.',
    'Izdržljivi materijali podnose vrućinu, hladnoću i svakodnevnu upotrebu.',
    'Lako staje u gepek ili pregradu u kabini, pa je uvek pri ruci.',
    'Koristite ga svakog dana – u gradu, na autoputu ili na dužem putovanju.',
  ],
  bullets: [
    {
      heads: ['Brzo postavljanje', 'Bez odlaska u servis', 'Montaža za nekoliko minuta', 'Sami ga postavljate'],
      tails: ['ne treba vam alat ni majstor', 'spremno za upotrebu odmah', 'uradite sve sami, za par minuta', 'bez komplikacija i bez troškova montaže'],
    },
    {
      heads: ['Odgovara većini vozila', 'Široka primena', 'Za gradsku i dugu vožnju', 'Za svaki automobil'],
      tails: ['bez brige oko modela i godišta', 'u putničkim kolima, kombijima i džipovima', 'uvek pri ruci kada zatreba', 'i za starije i za novije modele'],
    },
    {
      heads: ['Izdržljivi materijali', 'Otporno na vrućinu i hladnoću', 'Čvrsta izrada', 'Izdržljivost'],
      tails: ['podnosi i najteže uslove', 'služi vam godinama', 'izrada za svakodnevnu vožnju i duga putovanja', 'otpornost na svakodnevno habanje'],
    },
    {
      heads: ['Više sigurnosti', 'Mirnija vožnja', 'Pouzdan saveznik na putu', 'Sigurnost na prvom mestu'],
      tails: ['pažnja ostaje na putu, a ne na problemima', 'manje iznenađenja i stresa', 'spremni ste za svaku situaciju', 'vozite opuštenije i sigurnije'],
    },
    {
      heads: ['Ušteda novca', 'Manje troškova održavanja', 'Pametna investicija', 'Manje troškova'],
      tails: ['bez skupih servisa za sitnice', 'čuvate vrednost svog automobila', 'isplati se već posle nekoliko vožnji', 'novac ostaje u vašem džepu, a ne kod majstora'],
    },
    {
      heads: ['Uredna kabina', 'Automobil kao nov', 'Izgled koji se primećuje', 'Uredan automobil'],
      tails: ['sve na svom mestu, bez nereda', 'unutrašnjost koja ostavlja utisak', 'putnici će primetiti razliku', 'utisak koji primećuje svaki putnik'],
    },
    {
      heads: ['Za oba automobila', 'Za vas i nekoga iz porodice', 'Poklon za vozača', 'Za porodična kola'],
      tails: ['dva ili tri komada po povoljnijoj ceni po komadu', 'jedan za vaš automobil, jedan za drugi', 'praktičan poklon za svakog vozača', 'i za službeni automobil'],
    },
  ],
  benefits: [
    { icon: 'car', texts: ['Praktično za svaki automobil', 'Odgovara većini vozila'] },
    { icon: 'shield', texts: ['Više sigurnosti na putu', 'Mirnija i sigurnija vožnja'] },
    { icon: 'wrench', texts: ['Postavljanje bez majstora i alata', 'Montaža za nekoliko minuta'] },
    { icon: 'gauge', texts: ['Pouzdano u svim uslovima', 'Otporno na vrućinu i hladnoću'] },
    { icon: 'piggy-bank', texts: ['Ušteda na servisima i popravkama', 'Pametna investicija u vaš automobil'] },
    { icon: 'award', texts: ['Izdržljiva izrada za svakodnevnu vožnju', 'Čvrsti materijali koji traju'] },
  ],
  benefitTitles: ['Zašto vozači biraju baš ovo?', 'Oprema koja pravi razliku', 'Spremni za svaki put'],
  benefitSubtitles: ['Sigurnost, udobnost i ušteda u jednom', 'Jednostavno postavljanje, pouzdan rad i cena koja se isplati'],
  problems: [
    {
      titles: ['Vožnja vam je stres umesto zadovoljstva?', 'Mali problemi koji kvare svaku vožnju?'],
      problems: [
        'Nered u kabini, stvari koje klize na svakoj krivini, oprema koja ne radi kako treba – sve to odvlači pažnju sa puta.',
        'Svaki vozač zna onaj osećaj kada nešto škripi, klizi ili ne radi, a tek ste krenuli na put.',
      ],
      solutions: [
        'Ovaj proizvod donosi red i mir u vaš automobil. Pažnja ostaje na putu, a vožnja ponovo postaje zadovoljstvo.',
        'Rešenje je jednostavno i postavlja se za nekoliko minuta. Posle toga samo uživate u vožnji.',
      ],
    },
    {
      titles: ['Skupi servisi za sitnice?', 'Majstor za svaku sitnicu?'],
      problems: [
        'Svaki odlazak u servis košta, čak i kada je problem mali. Računi se gomilaju, a automobil je sve vreme kod majstora.',
        'Za mnoge stvari nije potreban majstor, ali bez prave opreme ni ne pokušavate.',
      ],
      solutions: [
        'Ovaj proizvod vam omogućava da mnoge stvari rešite sami, brzo i bez dodatnih troškova.',
        'Sa pravom opremom sitnice rešavate sami, a novac ostaje u vašem džepu.',
      ],
    },
    {
      titles: ['Nespremni za neočekivano na putu?', 'Zima, vrućina, dug put – da li je vaš automobil spreman?'],
      problems: [
        'Kvarovi i nezgode nikada ne dolaze u pravo vreme. Najčešće se dese noću, na kiši ili daleko od kuće.',
        'Ekstremne temperature i dugi putevi testiraju i vozača i vozilo. Bez prave opreme mala stvar postaje veliki problem.',
      ],
      solutions: [
        'Ovaj proizvod vas priprema za situacije koje ne možete da predvidite. Mirniji ste vi, ali i vaši saputnici.',
        'Izdržljiv, pouzdan i uvek spreman – ovaj proizvod vam omogućava da na put krenete bez brige.',
      ],
    },
    {
      titles: ['Automobil je izgubio sjaj?', 'Unutrašnjost više nije kao nova?'],
      problems: [
        'Unutrašnjost se troši, mrlje i nered se gomilaju, a automobil više ne izgleda kao onog dana kada ste ga kupili.',
        'Svakodnevna vožnja ostavlja trag, a redovno sređivanje kod profesionalaca košta.',
      ],
      solutions: [
        'Ovaj proizvod pomaže da vaš automobil ponovo izgleda uredno i negovano, a da vrednost vozila ostane sačuvana.',
        'Za nekoliko minuta automobil dobija uredniji izgled, a vi osećaj kao da vozite novo vozilo.',
      ],
    },
    {
      titles: ['Tražite poklon za vozača?', 'Šta pokloniti nekome ko voli svoj automobil?'],
      problems: [
        'Vozači su zahtevni: ne vole stvari koje ne koriste, a teško je pogoditi šta im zaista treba.',
        'Kravata i parfem su već viđeni, a želite poklon koji će se koristiti svakog dana.',
      ],
      solutions: [
        'Ovaj proizvod je praktičan poklon koji će svaki vozač koristiti na svakoj vožnji, a plaća se tek pri preuzimanju.',
        'Koristan, izdržljiv i po pristupačnoj ceni – poklon koji vozač pamti svaki put kada sedne za volan.',
      ],
    },
  ],
  usageFaq: [
    {
      q: 'Da li odgovara mom automobilu?',
      a: 'Ovaj proizvod je osmišljen da odgovara većini putničkih vozila. Ako imate nedoumicu, pošaljite nam model i godište pre porudžbine i proverićemo umesto vas.',
    },
    {
      q: 'Da li je postavljanje komplikovano?',
      a: 'Nije. Postavljanje traje nekoliko minuta i ne zahteva alat ni odlazak u servis, a u paketu dobijate jasno uputstvo.',
    },
    {
      q: 'Koliko brzo mogu da ga koristim?',
      a: 'Odmah. Postavljanje traje nekoliko minuta, a sve što vam je potrebno stiže u paketu.',
    },
  ],
  guaranteeFaq: [
    {
      q: 'Postoji li garancija?',
      a: 'Garancija i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice, zajedno sa podacima o prodavcu.',
    },
    {
      q: 'Šta ako ne odgovara mom vozilu?',
      a: 'Pravo na povraćaj i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice.',
    },
  ],
  extraFaq: [
    {
      q: 'Da li podnosi vrućinu i hladnoću?',
      a: 'Da, izrada je predviđena za sve vremenske uslove i svakodnevnu upotrebu u vozilu.',
    },
    {
      q: 'Može li kao poklon vozaču?',
      a: 'Naravno – to je praktičan poklon koji će svaki vozač koristiti na svakoj vožnji.',
    },
  ],
  keywords: [
    'oprema za auto',
    'auto delovi i oprema',
    'dodaci za automobil',
    'auto kozmetika',
    'oprema za vozače',
    'auto oprema akcija',
    'sigurnost u vožnji',
    'održavanje automobila',
    'poklon za vozača',
    'auto oprema sa dostavom',
  ],
  testimonials: [
    '[Postavio|Postavila] sam ga za pet minuta, bez ikakvog alata. Radi odlično.',
    'Vozim svaki dan na posao i ovo mi je najkorisnija stvar u kolima.',
    '[Kupio|Kupila] sam po jedan za oba automobila u kući. Za ovu cenu, odličan kvalitet.',
    '[Bio sam|Bila sam] na dugom putu i [prezadovoljan|prezadovoljna] sam kako se pokazao.',
    'Odgovara mom automobilu bez problema. Plaćanje pouzećem, sve korektno.',
    'Drugar mi je preporučio, a sada ga ja preporučujem dalje. Sve pohvale.',
    'Izgleda kvalitetno i čvrsto, nije neka jeftina plastika. Vredi svake pare.',
    'Automobil izgleda urednije, a vožnja je mnogo prijatnija. [Zadovoljan|Zadovoljna] sam.',
    'Posle mesec dana korišćenja sve radi kao prvog dana. Preporuka svim vozačima.',
    '[Poručio|Poručila] sam i ocu, oduševljen je. Sve je stiglo uredno spakovano.',
    '[Uštedeo|Uštedela] sam na servisu više nego što je ovo koštalo. Pametna kupovina.',
  ],
  story: {
    life: [
      'Vozim svakog dana – na posao, do dece i na duže puteve vikendom. Automobil mi je praktično druga kancelarija.',
      'Radim kao [terenski komercijalista|terenska komercijalistkinja] i godišnje pređem desetine hiljada kilometara.',
      'Volim svoj automobil i uvek sam [želeo|želela] da bude uredan i spreman za put.',
    ],
    problem: [
      'Stalno me je nešto nerviralo u kolima: nered, sitni kvarovi, oprema koja ne radi kako treba. Svaka vožnja je počinjala nervozom.',
      'Mali problemi na automobilu nizali su se jedan za drugim, a svaki odlazak kod majstora značio je nove troškove i izgubljen dan.',
    ],
    agonia: [
      'Jednom sam [ostao|ostala] na putu noću, po kiši, bez prave opreme. Taj osećaj bespomoćnosti nikada neću zaboraviti.',
      '[Potrošio|Potrošila] sam mnogo novca na servise za sitnice i na opremu koja se raspala posle nekoliko meseci. Već sam [mislio|mislila] da dobro i jeftino ne idu zajedno.',
    ],
    breakthrough: [
      'Jednog dana sam se [vozio|vozila] sa kolegom i [primetio|primetila] koliko mu je sve u automobilu sređeno i praktično.',
      'Na jednoj benzinskoj pumpi sam [čuo|čula] dvojicu vozača kako pričaju o opremi koju obojica koriste i ne mogu da je prehvale.',
    ],
    discoveryLead: [
      'Pokazao mi je šta koristi i rekao da je naručio preko interneta, uz plaćanje pouzećem.',
      'Čim sam [stigao|stigla] kući, [potražio|potražila] sam gde to može da se poruči.',
    ],
    results: [
      'Sada je svaka vožnja mirnija i prijatnija. Automobil je uredan, sve radi kako treba, a ja sam [uštedeo|uštedela] i vreme i novac.',
      'Posle mesec dana mogu da kažem da je ovo najpametnija stvar koju sam [kupio|kupila] za automobil. [Preporučio|Preporučila] sam ga već svim prijateljima vozačima.',
    ],
    days: [
      ['Prvi dan: postavljeno za nekoliko minuta, bez alata', 'Prvi dan: prva vožnja i prvo oduševljenje'],
      ['Treći dan: kao da je oduvek bilo u kolima', 'Treći dan: putnici primećuju razliku'],
      ['Prva nedelja: svaka vožnja mirnija i prijatnija', 'Prva nedelja: nijedan problem na putu'],
      ['Druga nedelja: [uštedeo|uštedela] sam prvi odlazak u servis', 'Druga nedelja: drugari pitaju gde sam ga [kupio|kupila]'],
      ['Posle mesec dana: najkorisnija oprema u kolima', 'Posle mesec dana: radi jednako dobro kao prvog dana'],
    ],
    quotes: [
      '„Na putu nema mesta improvizaciji. Ovo je oprema kojoj verujem.“',
      '„Najpametnije uložen novac u automobil ove godine.“',
    ],
    noLongerNeed: [
      'Skupi odlasci u servis zbog sitnica',
      'Nered i stvari koje klize po kabini',
      'Nervoza pred svaki duži put',
      'Oprema koja se pokvari posle mesec dana',
      'Improvizacija kada se nešto desi na putu',
    ],
    heroTitles: [
      'Kako sam malom investicijom [rešio|rešila] problem koji me je nervirao godinama',
      'Oprema koju sada nosim na svaki put – i zašto bi trebalo i vi',
      'Vozači ga hvale, a ja sam konačno [shvatio|shvatila] zašto',
    ],
    heroDescriptions: [
      'Iskustvo [vozača koji|vozačice koja] svakodnevno provodi sate za volanom i ne voli improvizacije.',
      'Bez skupih servisa i komplikacija – evo šta je meni olakšalo svaku vožnju.',
    ],
    productSubtitles: ['Oprema za sigurniju i udobniju vožnju', 'Praktično rešenje za svaki automobil'],
    benefitsIntros: ['Evo zašto ga danas nosim u svakom automobilu:', 'Ovo su prednosti koje sam [osetio|osetila] već na prvoj vožnji:'],
    benefits: [
      'Postavljanje za nekoliko minuta, bez alata',
      'Odgovara većini vozila',
      'Izdržljivo u svim vremenskim uslovima',
      'Manje troškova za servise i popravke',
      'Uredniji i prijatniji automobil',
      'Mirnija vožnja bez stresa',
    ],
  },
  upsellFeatures: [
    'Savršena dopuna opremi vašeg automobila',
    'Postavljanje za nekoliko minuta',
    'Odgovara većini vozila',
    'Izdržljivo u svim uslovima',
    'Praktično i lako za odlaganje',
    'Stiže u istom paketu sa vašom porudžbinom',
  ],
};
