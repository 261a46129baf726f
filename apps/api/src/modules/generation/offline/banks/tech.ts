import type { CategoryBank } from './types.js';

export const TECH: CategoryBank = {
  id: 'tech',
  colors: { primary: '#2563EB', secondary: '#3B82F6', accent: '#F97316', background: '#EFF6FF', text: '#111827' },
  typography: { headingFont: 'Montserrat', bodyFont: 'Inter', weight: 'bold' },
  visual: { borderRadius: 'rounded', shadows: 'dramatic', spacing: 'normal' },
  tones: ['Samouveren, moderan i uzbudljiv', 'Praktičan i direktan, sa naglaskom na pametna rešenja'],
  audiences: [
    'Ljubitelji tehnologije koji žele pametna rešenja po pristupačnoj ceni',
    'Zaposleni, studenti i vozači kojima je važno da oprema radi bez zastoja',
    'Svi koji traže praktičan poklon koji će se zaista koristiti svakog dana',
  ],
  femaleShare: 0.35,
  taglines: [
    'pametno rešenje za moderan svakodnevni život',
    'tehnologija koja vam olakšava svaki dan',
    'pouzdan saveznik na poslu, kod kuće i na putu',
    'moderna oprema po ceni koja ne boli',
    'više mogućnosti uz manje muke',
  ],
  predicates: [
    'pametno rešenje za sve koji žele da im tehnologija olakša dan',
    'izbor za one koji traže pouzdanost bez preplaćivanja',
    'spoj modernog izgleda i praktičnosti koji se retko viđa u ovoj klasi',
    'oprema koju ćete koristiti svakog dana, kod kuće i na putu',
  ],
  openers: [
    'Tehnologija bi trebalo da vam olakša život, a ne da vas nervira sporim radom, prekidima i komplikovanim podešavanjima.',
    'Svi imamo bar jednu stvar koja nas izneveri baš kada nam je najpotrebnija.',
    'Dobra oprema se prepoznaje po tome što je ne primećujete – jednostavno radi, svaki put.',
    'Ne morate da plaćate skupe robne marke da biste dobili pouzdanu i modernu opremu.',
  ],
  hookClaims: [
    'Pametna tehnologija koja radi za vas, a ne obrnuto',
    'Pouzdan rad, moderan izgled i cena bez preplaćivanja',
    'Sve što očekujete od skupih modela, po mnogo nižoj ceni',
    'Uživajte u tehnologiji koja jednostavno radi',
    'Nadogradite svakodnevicu pametnom opremom',
    'Praktičnost i pouzdanost koje ćete koristiti svakog dana',
    'Moderna oprema koja štedi vreme i živce',
    'Tehnologija bez komplikacija, spremna za rad za nekoliko minuta',
    'Pametan izbor za sve koji ne žele da preplaćuju',
    'Oprema na koju možete da se oslonite svakog dana',
    'Moderan izgled i pouzdanost po pristupačnoj ceni',
  ],
  howItWorks: [
    'Priprema za upotrebu traje svega nekoliko minuta, bez stručnog znanja.',
    'Kompaktne dimenzije i moderan izgled čine ga idealnim za svakodnevno nošenje.',
    'Pažljivo odabrane komponente obezbeđuju stabilan rad i dugo trajanje.',
    'Sve što vam treba za početak nalazi se u pakovanju, pa ga koristite odmah po otvaranju.',
    'Radi pouzdano i onda kada je najpotrebnije – na poslu, kod kuće ili na putu.',
  ],
  bullets: [
    {
      heads: ['Jednostavna upotreba', 'Spremno za upotrebu odmah', 'Bez komplikovanih podešavanja', 'Snalaze se svi'],
      tails: ['koristite ga odmah po otvaranju pakovanja', 'bez stručnog znanja i dugih uputstava', 'snalaze se i oni koji nisu vični tehnici', 'spremno za upotrebu za nekoliko minuta'],
    },
    {
      heads: ['Dugo trajanje', 'Izdržljiva izrada', 'Pouzdan rad', 'Dugotrajna upotreba'],
      tails: ['koristite ga ceo dan bez brige', 'izrada koja podnosi svakodnevno korišćenje', 'stabilan rad i kada je najpotrebnije', 'pouzdan saveznik iz dana u dan'],
    },
    {
      heads: ['Moderan izgled', 'Kompaktne dimenzije', 'Elegantan i praktičan oblik', 'Savremen izgled'],
      tails: ['lepo izgleda na stolu, u torbi i u ruci', 'lako staje u džep ili torbu', 'privlači poglede gde god da se pojavite', 'uklapa se uz svaki stil'],
    },
    {
      heads: ['Odličan odnos cene i kvaliteta', 'Bez preplaćivanja robne marke', 'Pametna kupovina', 'Više za manje novca'],
      tails: ['dobijate više nego što plaćate', 'sve bitne funkcije po pristupačnoj ceni', 'ušteda u odnosu na skupe modele iz radnji', 'cena koja ne boli, a kvalitet koji se oseća'],
    },
    {
      heads: ['Široka upotreba', 'Za posao i zabavu', 'Kod kuće i na putu', 'Uvek uz vas'],
      tails: ['odgovara različitim potrebama cele porodice', 'praktičan saveznik u svakoj situaciji', 'uvek pri ruci kada vam zatreba', 'praktično za putovanja i svakodnevicu'],
    },
    {
      heads: ['Pažljivo odabrane komponente', 'Stabilan rad', 'Pouzdanost', 'Bez zastoja'],
      tails: ['manje brige i više mira', 'stabilan rad iz dana u dan', 'pouzdanost koju osetite od prvog dana', 'radi onda kada vam zatreba'],
    },
    {
      heads: ['Idealan poklon', 'Poklon koji oduševljava', 'Pametan poklon', 'Poklon za svaku priliku'],
      tails: ['za rođendan, praznike ili bez povoda', 'obradujte nekoga ko voli modernu opremu', 'poklon koji će se zaista koristiti', 'spakovano i spremno za darivanje'],
    },
  ],
  benefits: [
    { icon: 'zap', texts: ['Jednostavna upotreba, bez zastoja', 'Spremno za upotrebu za nekoliko sekundi'] },
    { icon: 'battery-charging', texts: ['Dugotrajna i pouzdana upotreba', 'Koristite ga ceo dan bez brige'] },
    { icon: 'smartphone', texts: ['Jednostavno rukovanje, bez komplikovanih podešavanja', 'Moderan izgled koji se uklapa uz sve'] },
    { icon: 'cpu', texts: ['Pažljivo odabrane komponente', 'Stabilan rad iz dana u dan'] },
    { icon: 'gift', texts: ['Idealan poklon za ljubitelje tehnologije', 'Poklon koji će se zaista koristiti'] },
    { icon: 'badge-check', texts: ['Pažljivo odabrane komponente', 'Pouzdan rad bez komplikacija'] },
  ],
  benefitTitles: ['Zašto je ovo pametna kupovina?', 'Tehnologija koja jednostavno radi', 'Šta dobijate za svoj novac'],
  benefitSubtitles: [
    'Moderan izgled, pouzdan rad i cena bez preplaćivanja',
    'Sve bitne funkcije, bez komplikacija i skupih dodataka',
  ],
  problems: [
    {
      titles: ['Oprema koja vas izneveri kada je najpotrebnija?', 'Dosta vam je stvari koje brzo otkažu?'],
      problems: [
        'Veza se prekida, sve radi sporo, a podešavanja traju večno. Umesto da vam olakša život, tehnologija postaje izvor nervoze.',
        'Kupite jeftino, pa kupujete dva puta. Oprema koja otkaže posle nekoliko nedelja samo vam uzima novac i vreme.',
      ],
      solutions: [
        'Ovaj proizvod je napravljen da radi pouzdano, iz dana u dan. Pažljivo odabrane komponente znače manje brige i više mira.',
        'Ovde dobijate opremu koja jednostavno radi, a uslovi garancije navedeni su na dnu stranice.',
      ],
    },
    {
      titles: ['Skupe robne marke, a plaćate samo ime?', 'Zašto plaćati duplo za isto?'],
      problems: [
        'U radnjama sličnu opremu prodaju po duplo većoj ceni, a najveći deo novca odlazi na reklame i ime proizvođača.',
        'Često se plaća znak na kutiji, a ne ono što uređaj zaista radi. Razlika u ceni je velika, a razlika u upotrebi gotovo nikakva.',
      ],
      solutions: [
        'Ovaj proizvod vam daje sve bitne funkcije po ceni koja ne boli. Dobijate više nego što plaćate, a novac ostaje u vašem džepu.',
        'Ovde dobijate isto iskustvo korišćenja bez preplaćivanja, uz plaćanje pouzećem tek kada paket stigne.',
      ],
    },
    {
      titles: ['Komplikovana podešavanja i debela uputstva?', 'Nemate živaca za tehniku koja traži stručnjaka?'],
      problems: [
        'Mnoge stvari traže aplikacije, naloge i sate podešavanja pre nego što uopšte prorade. Pola funkcija nikada ne upotrebite.',
        'Uputstvo od pedeset strana, a vi samo želite da stvar proradi. Poznato?',
      ],
      solutions: [
        'Ovaj proizvod je spreman za rad za nekoliko minuta. Jednostavno rukovanje znači da ga koriste podjednako dobro i deca i bake i deke.',
        'Ovde je sve jednostavno: uključite, povežite i uživajte. Bez stresa i bez traženja pomoći.',
      ],
    },
    {
      titles: ['Tražite poklon koji će se zaista koristiti?', 'Poklon koji neće završiti u fioci?'],
      problems: [
        'Poklon koji završi u fioci je bačen novac. Teško je pronaći nešto praktično, moderno i po razumnoj ceni.',
        'Rođendani i praznici stižu brže nego što mislite, a dobra ideja za poklon nikako da se pojavi.',
      ],
      solutions: [
        'Ovaj proizvod je poklon koji oduševljava od prvog dana i koristi se svakodnevno, a plaćate tek pri preuzimanju.',
        'Moderan, praktičan i po pristupačnoj ceni – ovaj proizvod obraduje i one koji već imaju sve.',
      ],
    },
    {
      titles: ['Stalno vam nešto fali kada ste u pokretu?', 'Na putu ste, a oprema nije uz vas?'],
      problems: [
        'Na poslu, na putu ili u gradu, uvek se desi da vam baš tada nešto zatreba, a nemate ga pri ruci.',
        'Glomazna i nepraktična oprema ostaje kod kuće baš onda kada vam je najpotrebnija.',
      ],
      solutions: [
        'Ovaj proizvod je kompaktan i praktičan, uvek uz vas. Lako staje u torbu i spreman je kad god vam zatreba.',
        'Male dimenzije, a velike mogućnosti: ovaj proizvod nosite svuda i koristite bez razmišljanja.',
      ],
    },
  ],
  usageFaq: [
    {
      q: 'Da li je upotreba komplikovana?',
      a: 'Nije. Sve je spremno za rad za nekoliko minuta, a u pakovanju dobijate jasno uputstvo.',
    },
    {
      q: 'Da li odgovara mojim uređajima?',
      a: 'Ovaj proizvod je namenjen širokoj upotrebi i odgovara većini uređaja koje svakodnevno koristimo. Ako niste sigurni, pišite nam pre porudžbine i proverićemo umesto vas.',
    },
    {
      q: 'Šta dobijam u paketu?',
      a: 'U paketu je sve što vam treba za početak, uz kratko uputstvo. Proizvod je spreman za upotrebu odmah po otvaranju.',
    },
  ],
  guaranteeFaq: [
    {
      q: 'Da li proizvod ima garanciju?',
      a: 'Garancija i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice, zajedno sa podacima o prodavcu.',
    },
    {
      q: 'Šta ako ne radi kako treba?',
      a: 'Reklamacija se rešava po uslovima prodavnice, koji su navedeni na dnu stranice; tamo su i podaci za kontakt.',
    },
  ],
  extraFaq: [
    {
      q: 'Koliko dugo traje?',
      a: 'Uz normalnu upotrebu služi vam dugo, jer su komponente pažljivo odabrane.',
    },
    {
      q: 'Da li je ovaj proizvod dobar za poklon?',
      a: 'Naravno. Stiže uredno spakovan i lep je poklon za rođendan ili praznike.',
    },
  ],
  keywords: [
    'pametni uređaji',
    'elektronika po povoljnoj ceni',
    'moderna elektronika',
    'praktični uređaji',
    'poklon za ljubitelje tehnologije',
    'elektronika sa dostavom',
    'tehnologija za svaki dan',
    'pouzdana oprema',
    'elektronika akcija',
    'tehnička oprema',
  ],
  testimonials: [
    'Radi odlično, povezivanje je trajalo bukvalno minut. Za ovu cenu nisam [očekivao|očekivala] ovakav kvalitet.',
    '[Kupio|Kupila] sam ga kao poklon za sina i oduševljen je. Ja sam [zadovoljan|zadovoljna] jer se plaćalo pouzećem.',
    'Koristim ga svaki dan već tri nedelje i nema nikakvih problema. Sve pohvale.',
    'Izgleda mnogo skuplje nego što jeste. Kolege na poslu su odmah pitale gde sam ga [kupio|kupila].',
    '[Bio sam skeptičan|Bila sam skeptična] prema ovakvim kupovinama, ali ovo je pun pogodak.',
    'Jednostavno za korišćenje, čak i za nekoga ko nije vičan tehnici. Preporuka!',
    'Posle mesec dana korišćenja mogu da kažem da vredi svake pare. Radi tačno onako kako je opisano.',
    '[Naručio|Naručila] sam dva komada, jedan za sebe i jedan za brata. [Obojica|Oboje] smo zadovoljni.',
    'Odličan odnos cene i kvaliteta. Radi bez zastoja, a izgleda moderno.',
    'Stiglo uredno spakovano, sve radi od prvog dana. Preporučujem ovu prodavnicu.',
    'Dugo sam [razmišljao|razmišljala] da li da naručim i sad mi je žao što nisam ranije.',
  ],
  story: {
    life: [
      'Posao mi je takav da sam stalno u pokretu i telefon mi je praktično kancelarija.',
      'Studiram i radim honorarno, pa pažljivo biram na šta trošim novac.',
      'Volim tehnologiju, ali ne volim da preplaćujem ime proizvođača.',
    ],
    problem: [
      'Godinama sam [kupovao|kupovala] jeftinu opremu koja bi otkazala posle nekoliko nedelja, ili skupu koja nije bila vredna svog novca. Uvek mi je nešto falilo baš kada mi je bilo najpotrebnije.',
      'Stalno me je nešto nerviralo: spor rad, prekidi, komplikovana podešavanja. [Osećao|Osećala] sam se kao da se borim sa tehnikom umesto da mi ona pomaže.',
    ],
    agonia: [
      'Najgore je bilo na važnom sastanku, kada me je oprema izdala pred svima. Tog dana sam [odlučio|odlučila] da više ne kupujem napamet.',
      '[Potrošio|Potrošila] sam mnogo novca na stvari koje danas skupljaju prašinu u fioci. Svaki put isto obećanje, i svaki put isto razočaranje.',
    ],
    breakthrough: [
      'Jednog dana sam kod prijatelja [video|videla] kako nešto slično radi bez ikakvih problema. Odmah sam ga [pitao|pitala] odakle mu.',
      'Na jednom forumu sam [naleteo|naletela] na desetine pozitivnih utisaka ljudi koji su imali isti problem kao ja.',
    ],
    discoveryLead: [
      'Rekao mi je da je naručio preko interneta, uz plaćanje pouzećem, i da je platio tek kada je paket stigao.',
      '[Pročitao|Pročitala] sam sve komentare i [odlučio|odlučila] da rizikujem – ionako se plaća tek kuriru.',
    ],
    results: [
      'Sada ga koristim svakog dana i ne mogu da se setim kada me je poslednji put iznervirao. Radi tačno onako kako treba, a izgleda bolje od mnogo skupljih modela.',
      'Posle mesec dana mogu da kažem: ovo je najbolja kupovina koju sam [napravio|napravila] ove godine. Pouzdano, jednostavno i po poštenoj ceni.',
    ],
    days: [
      ['Prvi dan: raspakivanje i rad bez ikakvog podešavanja', 'Prvi dan: sve spremno za nekoliko minuta'],
      ['Treći dan: koristim ga bez razmišljanja, kao da ga imam godinama', 'Treći dan: prve pohvale od kolega i prijatelja'],
      ['Prva nedelja: nijedan prekid, nijedna nervoza', 'Prva nedelja: svakodnevna upotreba bez zamerki'],
      ['Druga nedelja: shvatam koliko vremena štedim', 'Druga nedelja: i ukućani hoće da ga koriste'],
      ['Posle mesec dana: najbolja kupovina ove godine', 'Posle mesec dana: radi jednako dobro kao prvog dana'],
    ],
    quotes: [
      '„Ne plaćajte ime proizvođača. Platite ono što zaista radi – ja sam to [naučio|naučila] na teži način.“',
      '„Tehnologija treba da vam olakša život. Ovo je prvi put da sam to zaista [osetio|osetila].“',
    ],
    noLongerNeed: [
      'Skupe robne marke u kojima plaćate samo ime',
      'Oprema koja otkaže posle nekoliko nedelja',
      'Komplikovana podešavanja i debela uputstva',
      'Nervoza zbog prekida i sporog rada',
      'Traženje pomoći svaki put kada nešto ne radi',
    ],
    heroTitles: [
      '[Prestao|Prestala] sam da preplaćujem skupe modele – evo šta koristim umesto njih',
      'Kupovina od koje nisam [očekivao|očekivala] mnogo, a postala je moja omiljena',
      'Pametno rešenje koje je promenilo moj radni dan',
    ],
    heroDescriptions: [
      'Iskrena priča o jednoj maloj kupovini koja je rešila veliki svakodnevni problem.',
      'Bez reklamnih trikova: samo moje iskustvo posle mesec dana svakodnevnog korišćenja.',
    ],
    productSubtitles: ['Pametna tehnologija za svaki dan', 'Pouzdan rad bez preplaćivanja'],
    benefitsIntros: ['Evo zašto ga danas preporučujem svima:', 'Ovo su stvari koje su me ubedile:'],
    benefits: [
      'Rad bez zastoja i prekida',
      'Jednostavno podešavanje za par minuta',
      'Moderan izgled koji privlači poglede',
      'Cena mnogo niža nego u radnjama',
      'Izdržljiva izrada za svakodnevnu upotrebu',
      'Odličan poklon za ukućane i prijatelje',
    ],
  },
  upsellFeatures: [
    'Savršeno se slaže sa vašom porudžbinom',
    'Jednostavno povezivanje i upotreba',
    'Kompaktno i lako za nošenje',
    'Pouzdan rad iz dana u dan',
    'Pažljivo odabrane komponente',
    'Stiže u istom paketu sa vašom porudžbinom',
  ],
};
