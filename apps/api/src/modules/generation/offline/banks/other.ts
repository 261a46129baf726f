import type { CategoryBank } from './types.js';

/** Everything that is not health, tech, beauty, home or auto; the colours are the spec's default palette. */
export const OTHER: CategoryBank = {
  id: 'other',
  colors: { primary: '#0D9488', secondary: '#14B8A6', accent: '#F59E0B', background: '#F0FDFA', text: '#1F2937' },
  typography: { headingFont: 'Poppins', bodyFont: 'Inter', weight: 'normal' },
  visual: { borderRadius: 'rounded', shadows: 'subtle', spacing: 'normal' },
  tones: ['Pozitivan, jasan i ubedljiv', 'Prijateljski i pouzdan, sa naglaskom na vrednost i sigurnu kupovinu'],
  audiences: [
    'Kupci koji žele kvalitetan proizvod po pristupačnoj ceni, uz plaćanje pri preuzimanju',
    'Svi koji traže praktično rešenje ili lep poklon uz plaćanje pouzećem',
    'Porodice i zaposleni koji cene praktične stvari i kupovinu bez plaćanja unapred',
  ],
  femaleShare: 0.55,
  taglines: [
    'praktičan izbor za svaki dan',
    'kvalitet koji se oseća od prvog dana',
    'pametna kupovina po pristupačnoj ceni',
    'praktična stvar koja se zaista koristi',
    'mala stvar koja pravi veliku razliku',
  ],
  predicates: [
    'pametna kupovina koju ćete koristiti svakog dana',
    'praktična stvar po poštenoj ceni',
    'spoj kvaliteta, praktičnosti i pristupačne cene',
    'rešenje koje vam olakšava svakodnevicu',
  ],
  openers: [
    'Dobra kupovina se prepoznaje po tome što vam olakša život od prvog dana.',
    'Svi smo bar jednom kupili nešto što nije ispunilo očekivanja. Zato je važno da znate šta dobijate.',
    'Kvalitet, praktičnost i poštena cena retko idu zajedno – ali ovog puta idu.',
    'Male stvari često prave najveću razliku u svakodnevnom životu.',
  ],
  hookClaims: [
    'Praktično rešenje koje ćete koristiti svakog dana',
    'Kvalitet koji se oseća, po ceni koja prija',
    'Pametna kupovina bez rizika',
    'Praktična stvar za svaki dan',
    'Sve što vam treba, po akcijskoj ceni',
    'Mala stvar koja pravi veliku razliku',
    'Kvalitetna izrada i poštena cena na jednom mestu',
    'Kupovina koja vas raduje od prvog dana',
    'Pametan izbor za svakodnevni život',
    'Proveren kvalitet po akcijskoj ceni',
    'Korisna stvar koju ćete rado pokazati drugima',
  ],
  howItWorks: [
    'Spremno je za upotrebu odmah po otvaranju paketa, bez komplikacija.',
    'Izrada je pažljiva, a materijali su izabrani tako da traju.',
    'Lako se uklapa u svakodnevnu rutinu, i kod kuće i u pokretu.',
    'Sve što vam je potrebno nalazi se u paketu, bez skrivenih troškova.',
    'Praktičan je i nudi dobar odnos cene i kvaliteta.',
  ],
  bullets: [
    {
      heads: ['Jednostavna upotreba', 'Spremno odmah', 'Bez komplikacija', 'Lako za svakoga'],
      tails: ['koristite ga odmah po otvaranju paketa', 'snalaze se svi, bez obzira na godine', 'bez uputstava od deset strana', 'spremno za upotrebu za nekoliko sekundi'],
    },
    {
      heads: ['Pažljiva izrada', 'Kvalitetni materijali', 'Izdržljivost', 'Kvalitet koji se oseća'],
      tails: ['predviđeno za svakodnevnu upotrebu', 'služi vam dugo', 'lepo izgleda i posle dugog korišćenja', 'izrada na koju možete da se oslonite'],
    },
    {
      heads: ['Odličan odnos cene i kvaliteta', 'Pametna kupovina', 'Ušteda novca', 'Poštena cena'],
      tails: ['dobijate više nego što plaćate', 'bez preplaćivanja robne marke', 'akcijska cena samo kratko vreme', 'kvalitet bez skrivenih troškova'],
    },
    {
      heads: ['Praktično za svaki dan', 'Uvek pri ruci', 'I kod kuće i na putu', 'Uvek korisno'],
      tails: ['koristićete ga češće nego što mislite', 'lako se nosi i odlaže', 'praktično u svakoj situaciji', 'rešenje za svakodnevne sitnice'],
    },
    {
      heads: ['Savršen poklon', 'Poklon koji oduševljava', 'Lep znak pažnje', 'Poklon za svaku priliku'],
      tails: ['za rođendan, praznike ili bez povoda', 'obradujte nekoga do koga vam je stalo', 'poklon koji se zaista koristi', 'spakovano i spremno za darivanje'],
    },
    {
      heads: ['Za vas i za poklon', 'Za celu porodicu', 'Poklon uz kupovinu za sebe', 'Za dom i za posao'],
      tails: ['dva ili tri komada po povoljnijoj ceni po komadu', 'jedan za vas, jedan za nekoga do koga vam je stalo', 'praktično za celu porodicu', 'jedan kod kuće, jedan na poslu'],
    },
    {
      heads: ['Moderan izgled', 'Lep oblik i boje', 'Izgled koji se primećuje', 'Oblik koji prija oku'],
      tails: ['uklapa se uz svaki stil', 'privlači poglede', 'lepo izgleda i posle dugog korišćenja', 'lepo se uklapa u vaš prostor'],
    },
  ],
  benefits: [
    { icon: 'star', texts: ['Praktično za svakodnevnu upotrebu', 'Dobar odnos cene i kvaliteta'] },
    { icon: 'thumbs-up', texts: ['Jednostavno za upotrebu', 'Spremno odmah po otvaranju'] },
    { icon: 'award', texts: ['Pažljiva izrada i kvalitetni materijali', 'Izrada koja traje'] },
    { icon: 'sparkles', texts: ['Moderan i lep izgled', 'Izgled koji se primećuje'] },
    { icon: 'gift', texts: ['Odličan izbor za poklon', 'Poklon koji se zaista koristi'] },
    { icon: 'heart', texts: ['Kupovina koja vas raduje svaki dan', 'Praktično rešenje za svakodnevicu'] },
  ],
  benefitTitles: ['Zašto baš ovaj proizvod?', 'Šta dobijate ovom kupovinom', 'Prednosti koje ćete odmah primetiti'],
  benefitSubtitles: [
    'Kvalitet, praktičnost i sigurna kupovina uz plaćanje pouzećem',
    'Sve što očekujete od dobre kupovine, po akcijskoj ceni',
  ],
  problems: [
    {
      titles: ['Dosta vam je kupovina koje razočaraju?', 'Naručili ste, a dobili nešto sasvim drugo?'],
      problems: [
        'Slike lepe, opis primamljiv, a stigne nešto što ne liči ni na šta. Novac je dat, a razočaranje ostaje.',
        'Svi smo to doživeli: uzbuđenje pri porudžbini, pa razočaranje pri otvaranju paketa.',
      ],
      solutions: [
        'Ovde plaćate tek kada paket stigne na vašu adresu, a uslovi povraćaja su navedeni na dnu stranice.',
        'Plaćanje pouzećem znači da ne plaćate ništa unapred: paket prvo stigne, a onda plaćate.',
      ],
    },
    {
      titles: ['Dobar kvalitet obično znači visoku cenu?', 'Zašto plaćati više nego što treba?'],
      problems: [
        'U radnjama ista stvar košta duplo, a veći deo cene odlazi na zakup, reklame i ime.',
        'Navikli smo da kvalitet mora da bude skup, pa ili preplaćujemo ili se odričemo.',
      ],
      solutions: [
        'Ovaj proizvod vam donosi kvalitet bez preplaćivanja.',
        'Ovde dobijate kvalitetnu izradu po poštenoj ceni, bez posrednika i skrivenih troškova.',
      ],
    },
    {
      titles: ['Stvari koje se brzo pokvare?', 'Jeftino, pa dva puta plaćeno?'],
      problems: [
        'Kupite jeftino, a posle nekoliko nedelja opet kupujete. Na kraju platite više nego da ste odmah uzeli kvalitetno.',
        'Slaba izrada i loši materijali znače da ćete uskoro opet tražiti zamenu.',
      ],
      solutions: [
        'Ovaj proizvod ima pažljivu izradu i materijale koji traju, pa kupujete jednom, a koristite dugo.',
        'Ovde dobijate izdržljivost i kvalitet koji se oseća od prvog dana.',
      ],
    },
    {
      titles: ['Tražite poklon, a nemate ideju?', 'Poklon koji neće završiti u fioci?'],
      problems: [
        'Poklon treba da obraduje, a ne da završi u fioci. Pronaći nešto lepo i korisno nije lako.',
        'Praznici i rođendani stižu brzo, a dobra ideja za poklon nikako da se pojavi.',
      ],
      solutions: [
        'Ovaj proizvod je praktičan poklon koji se koristi svakog dana, a plaćate ga tek pri preuzimanju.',
        'Lep, koristan i po pristupačnoj ceni – ovaj proizvod obraduje i one koji imaju sve.',
      ],
    },
    {
      titles: ['Nemate vremena za obilazak prodavnica?', 'Gužve, redovi i traženje parkinga?'],
      problems: [
        'Gužve, parking, radno vreme radnji – kupovina često traje duže nego što bi trebalo.',
        'Obilazite radnju za radnjom, a ono što tražite nigde nema ili je preskupo.',
      ],
      solutions: [
        'Poručivanje traje manje od minut, a paket vam kurir donosi na kućnu adresu. Plaćate tek pri preuzimanju.',
        'Ovaj proizvod stiže do vaših vrata, bez gužve i bez plaćanja unapred.',
      ],
    },
  ],
  usageFaq: [
    {
      q: 'Da li je upotreba jednostavna?',
      a: 'Jeste. Ovaj proizvod je spreman za upotrebu odmah po otvaranju paketa.',
    },
    {
      q: 'Kako da znam da je to ono što mi treba?',
      a: 'Pogledajte opis i utiske kupaca, a ako imate nedoumicu, pišite nam pre porudžbine. Pošto plaćate pouzećem, ne rizikujete ništa.',
    },
    {
      q: 'Šta stiže u paketu?',
      a: 'Stiže proizvod spreman za upotrebu, uredno spakovan, uz kratko uputstvo.',
    },
  ],
  guaranteeFaq: [
    {
      q: 'Šta ako mi se ne dopadne?',
      a: 'Pravo na povraćaj i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice.',
    },
    {
      q: 'Da li postoji garancija?',
      a: 'Garancija i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice, zajedno sa podacima o prodavcu.',
    },
  ],
  extraFaq: [
    {
      q: 'Da li je dobar izbor za poklon?',
      a: 'Jeste – stiže uredno spakovan i obradovaće svakoga ko voli praktične i lepe stvari.',
    },
    {
      q: 'Koliko dugo traje?',
      a: 'Uz normalnu upotrebu služi vam dugo, jer su izrada i materijali pažljivo odabrani.',
    },
  ],
  keywords: [
    'internet prodavnica',
    'kupovina pouzećem',
    'povoljna kupovina',
    'proizvodi na akciji',
    'ideje za poklon',
    'praktični proizvodi',
    'kupovina sa dostavom',
    'akcijska cena',
    'sigurna kupovina',
    'korisne stvari',
  ],
  testimonials: [
    'Baš je onako kako je opisano. [Zadovoljan|Zadovoljna] sam.',
    'Odličan kvalitet za ovu cenu. Preporučujem svima.',
    '[Kupio|Kupila] sam ga kao poklon i oduševili su se.',
    'Plaćanje pouzećem mi je bilo presudno, a sada znam da mogu da verujem ovoj prodavnici.',
    'Koristim ga svakodnevno već mesec dana i sve je kao prvog dana.',
    '[Naručio|Naručila] sam na preporuku prijateljice i nije mi žao.',
    'Lepo izgleda, praktično je i kvalitetno izrađeno. Sve pohvale.',
    'Treći put poručujem od vas i uvek je sve u redu. Hvala!',
    '[Bio sam skeptičan|Bila sam skeptična], ali me je prijatno iznenadilo. Vredi svake pare.',
    'Ljubazan kurir i odličan kvalitet. Šta više tražiti?',
    'Iznad mojih očekivanja – već sam [naručio|naručila] još jedan komad.',
  ],
  story: {
    life: [
      'Radim, vodim kuću i uvek tražim stvari koje mi zaista olakšavaju dan.',
      'Nisam od onih koji kupuju napamet – pre svake kupovine pročitam sve komentare.',
      'Volim praktične stvari, ali ne volim da preplaćujem.',
    ],
    problem: [
      'Previše puta sam [bio razočaran|bila razočarana] kupovinom preko interneta. Slike su obećavale jedno, a u paketu je stizalo nešto sasvim drugo.',
      'Dugo sam [tražio|tražila] nešto što je istovremeno kvalitetno, praktično i po razumnoj ceni. Uvek je nešto nedostajalo.',
    ],
    agonia: [
      '[Bacio|Bacila] sam mnogo novca na stvari koje su se pokvarile posle nekoliko nedelja. Posle svakog takvog iskustva [obećavao|obećavala] sam sebi da više neću naručivati.',
      'Najviše me je nerviralo to što sam uvek [morao|morala] da plaćam unapred, a posle nisam [imao|imala] kome da se žalim.',
    ],
    breakthrough: [
      'A onda mi je prijateljica pokazala šta je nedavno kupila i koliko je zadovoljna.',
      'Sve se promenilo kada sam [video|videla] koliko je praktično u rukama jedne prijateljice.',
    ],
    discoveryLead: [
      'Najviše me je ubedilo to što se plaća pouzećem, tek kada paket stigne.',
      '[Odlučio|Odlučila] sam da pokušam još jednom, ovog puta bez ikakvog rizika.',
    ],
    results: [
      'Posle mesec dana mogu slobodno da kažem: ovo je jedna od najboljih kupovina koje sam [napravio|napravila]. Koristim ga svakodnevno i ne razmišljam o zameni.',
      'Iskreno, [prijatno sam iznenađen|prijatno sam iznenađena]. Sve je onako kako je opisano, a kvalitet je čak i bolji nego što sam [očekivao|očekivala].',
    ],
    days: [
      ['Prvi dan: paket stigao, sve kako je opisano', 'Prvi dan: prvo oduševljenje pri otvaranju'],
      ['Treći dan: već ga koristim svakodnevno', 'Treći dan: ukućani pitaju gde sam ga [kupio|kupila]'],
      ['Prva nedelja: praktičnost koju nisam [očekivao|očekivala]', 'Prva nedelja: ni traga od razočaranja'],
      ['Druga nedelja: [naručio|naručila] sam još jedan za poklon', 'Druga nedelja: kvalitet se pokazuje iz dana u dan'],
      ['Posle mesec dana: jedna od najboljih kupovina', 'Posle mesec dana: sve radi kao prvog dana'],
    ],
    quotes: [
      '„Konačno kupovina koja je ispunila obećanja.“',
      '„Plaćate tek kada stigne paket – zato sam se i [odlučio|odlučila]. Danas mi nije žao.“',
    ],
    noLongerNeed: [
      'Kupovina koja razočara čim otvorite paket',
      'Plaćanje unapred i strah od prevare',
      'Stvari koje se pokvare posle nekoliko nedelja',
      'Obilazak prodavnica i gužve',
      'Preplaćivanje robne marke',
    ],
    heroTitles: [
      'Kupovina od koje nisam [očekivao|očekivala] mnogo, a sada je preporučujem svima',
      'Konačno nešto što je ispunilo sva obećanja',
      'Zašto sam se ipak [odlučio|odlučila] da poručim – moje iskustvo',
    ],
    heroDescriptions: [
      'Iskrena priča o jednoj kupovini koja me je prijatno iznenadila.',
      'Bez uveličavanja: samo moje iskustvo posle mesec dana korišćenja.',
    ],
    productSubtitles: ['Pametna kupovina za svaki dan', 'Kvalitet po pristupačnoj ceni'],
    benefitsIntros: ['Evo zašto sam [oduševljen|oduševljena]:', 'Ovo su stvari koje su me ubedile:'],
    benefits: [
      'Sve je onako kako je opisano',
      'Kvalitetna i pažljiva izrada',
      'Praktično za svakodnevnu upotrebu',
      'Odličan odnos cene i kvaliteta',
      'Plaćanje tek pri preuzimanju',
      'Dostava na kućnu adresu',
    ],
  },
  upsellFeatures: [
    'Savršena dopuna vašoj porudžbini',
    'Praktično za svakodnevnu upotrebu',
    'Kvalitetna i pažljiva izrada',
    'Odličan izbor i za poklon',
    'Lepo se uklapa uz glavni proizvod',
    'Stiže u istom paketu sa vašom porudžbinom',
  ],
};
