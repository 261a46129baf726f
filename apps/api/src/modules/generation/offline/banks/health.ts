import type { CategoryBank } from './types.js';

export const HEALTH: CategoryBank = {
  id: 'health',
  colors: { primary: '#059669', secondary: '#10B981', accent: '#F59E0B', background: '#ECFDF5', text: '#1F2937' },
  typography: { headingFont: 'Nunito', bodyFont: 'Open Sans', weight: 'normal' },
  visual: { borderRadius: 'rounded', shadows: 'subtle', spacing: 'loose' },
  tones: ['Brižan, umirujući i pun poverenja', 'Topao i ohrabrujući, sa naglaskom na olakšanje i sigurnost'],
  audiences: [
    'Odrasli koji žele da se osećaju bolje bez skupih tretmana',
    'Zaposleni i roditelji kojima nedostaje energije i vremena za brigu o sebi',
    'Ljudi koji traže jednostavnu i pristupačnu podršku za svakodnevno zdravlje',
  ],
  femaleShare: 0.6,
  taglines: [
    'jednostavan način da se svakog dana osećate bolje',
    'podrška telu kada vam je najpotrebnija',
    'mali korak ka lakšem i zdravijem danu',
    'više lakoće i manje tegoba, bez komplikacija',
    'svakodnevna briga o sebi koju ćete zaista zavoleti',
  ],
  predicates: [
    'rešenje koje vam pomaže da ponovo uživate u svakom danu',
    'pametan izbor za sve koji žele da se osećaju lakše i bolje',
    'svakodnevna podrška vašem telu, bez komplikovanih rutina',
    'jednostavna pomoć za bolji osećaj svakog dana',
  ],
  openers: [
    'Svi znamo kako izgleda dan kada telo ne sarađuje: umor, napetost i osećaj da nemate snage ni za osnovne stvari.',
    'Kada se ne osećate dobro, sve je teže – i posao, i porodica, i trenuci koji bi trebalo da budu opuštajući.',
    'Zdravlje primetimo tek kada nam zafali. Zato je važno da o sebi brinete na vreme, a ne tek kada problem postane veliki.',
    'Umor, napetost i tegobe koje traju danima nisu nešto na šta treba da se naviknete.',
  ],
  hookClaims: [
    'Osetite olakšanje i više energije već posle prvih dana',
    'Vratite sebi lakoću pokreta i miran san',
    'Jednostavan način da se svakog dana osećate bolje',
    'Manje tegoba i više dobrog raspoloženja bez komplikovanih rutina',
    'Brinite o svom telu na jednostavan način, kad god vama odgovara',
    'Dan bez umora i napetosti bliži je nego što mislite',
    'Podrška telu koju ćete osetiti iz dana u dan',
    'Probudite se odmorni i spremni za novi dan',
    'Lakši pokreti i mirnije noći, iz dana u dan',
    'Vratite telu snagu koju zaslužuje',
    'Briga o sebi koja traje samo nekoliko minuta dnevno',
  ],
  howItWorks: [
    'Dovoljno je da ga uključite u svoju dnevnu rutinu – ujutru, tokom pauze ili uveče pred spavanje.',
    'Ne zahteva posebnu pripremu ni znanje, pa ga bez problema koriste i mlađi i stariji.',
    'Rezultati se ne mere obećanjima, već osećajem: lakše ustajanje, manje napetosti i više volje za svakodnevne obaveze.',
    'Izrada i sastav pažljivo su osmišljeni tako da budu nežni prema telu i prijatni za svakodnevnu upotrebu.',
    'Redovna upotreba donosi najbolje rezultate, a uputstvo iz paketa objašnjava kako da ga uklopite u svoj dan.',
  ],
  bullets: [
    {
      heads: ['Jednostavna upotreba', 'Lako korišćenje', 'Bez komplikovanih uputstava', 'Jednostavno za svakoga'],
      tails: ['uklapa se u svaku dnevnu rutinu', 'dovoljno je nekoliko minuta dnevno', 'snalaze se i mlađi i stariji', 'bez ikakve pripreme i posebnog znanja'],
    },
    {
      heads: ['Osećaj olakšanja', 'Više energije', 'Lakši dan', 'Vitalnost svakog dana'],
      tails: ['razliku primećujete već posle prvih dana', 'telo vam se zahvaljuje svakog jutra', 'manje napetosti, a više dobrog raspoloženja', 'vratite sebi zadovoljstvo u svakodnevnim aktivnostima'],
    },
    {
      heads: ['Nežno prema telu', 'Pažljivo odabrani materijali', 'Bezbednost na prvom mestu', 'Prijatno i bezbedno'],
      tails: ['bez agresivnih dodataka i neprijatnih iznenađenja', 'prijatno za svakodnevno korišćenje', 'pažljivo odabran sastav i materijali', 'nežno i prema osetljivijem telu'],
    },
    {
      heads: ['Ušteda novca i vremena', 'Briga o sebi bez zakazivanja', 'Kao tretman, a bez čekanja', 'Bez skupih tretmana'],
      tails: ['bez skupih tretmana i čekanja u redovima', 'koristite ga kad god vam zatreba', 'jedna kupovina umesto stalnih troškova', 'olakšanje kod kuće, u vreme koje vama odgovara'],
    },
    {
      heads: ['Diskretno i praktično', 'Uvek pri ruci', 'Za svaki dan', 'Lako se nosi'],
      tails: ['na poslu, na putu ili pred spavanje', 'lako staje u torbu i ne zauzima prostor', 'postaje navika koju nećete želeti da preskočite', 'koristite ga gde god vam zatreba'],
    },
    {
      heads: ['Za vas i vaše najbliže', 'Briga za celu porodicu', 'Poklon koji prija', 'Za roditelje i za vas'],
      tails: ['dva ili tri komada po povoljnijoj ceni po komadu', 'jedan za vas, jedan za nekoga do koga vam je stalo', 'poklon koji pokazuje da brinete', 'briga o zdravlju kao znak pažnje'],
    },
    {
      heads: ['Mirniji san', 'Odmornija jutra', 'Manje napetosti', 'Bolji odmor'],
      tails: ['telo se lakše opušta posle napornog dana', 'budite se sa više volje za novi dan', 'razlika se oseća već posle prve nedelje', 'više snage za obaveze koje vas čekaju'],
    },
  ],
  benefits: [
    { icon: 'heart-pulse', texts: ['Podrška vašem telu svakog dana', 'Osećaj lakoće i vitalnosti'] },
    { icon: 'leaf', texts: ['Nežno prema telu, bez agresivnih dodataka', 'Pažljivo odabrani materijali i sastav'] },
    { icon: 'clock', texts: ['Samo nekoliko minuta dnevno', 'Rezultati koje primećujete iz dana u dan'] },
    { icon: 'smile', texts: ['Više energije i bolje raspoloženje', 'Mirniji san i odmornija jutra'] },
    { icon: 'activity', texts: ['Lakši pokreti i manje napetosti', 'Više volje za svakodnevne aktivnosti'] },
    { icon: 'badge-check', texts: ['Pažljivo odabrani materijali', 'Jednostavna briga o sebi kod kuće'] },
  ],
  benefitTitles: ['Zašto baš ovaj proizvod?', 'Šta dobijate kada o sebi brinete pametno', 'Prednosti koje ćete osetiti svakog dana'],
  benefitSubtitles: [
    'Jednostavna briga o zdravlju, bez skupih tretmana i komplikacija',
    'Sve što vam je potrebno za lakši i bolji dan, na jednom mestu',
  ],
  problems: [
    {
      titles: ['Umor vas prati od jutra do večeri?', 'Nemate energije ni za ono što volite?'],
      problems: [
        'Budite se umorni, a dan tek počinje. Obaveze se gomilaju, a telo jednostavno ne prati tempo koji život traži od vas.',
        'Kafa za kafom, a energije i dalje nema. Umor postaje svakodnevica i polako vam oduzima volju za stvari koje volite.',
      ],
      solutions: [
        'Ovaj proizvod vam pomaže da ponovo pronađete svoj ritam. Uz redovnu upotrebu dan počinje lakše, a veče više ne dočekujete iscrpljeni.',
        'Umesto da se borite sa umorom, dajte telu podršku koja mu je potrebna, svakog dana i bez komplikacija.',
      ],
    },
    {
      titles: ['Napetost i bol vam kvare dan?', 'Telo vam šalje signale koje ne treba ignorisati?'],
      problems: [
        'Ukočenost posle dugog sedenja, napetost u vratu i leđima, bol koji se javlja baš kada vam najmanje treba – sve to utiče i na raspoloženje i na san.',
        'Navikli ste da trpite, jer mislite da je to normalno. Ali tegobe koje traju danima iscrpljuju više nego što mislite.',
      ],
      solutions: [
        'Ovaj proizvod je osmišljen da vam donese olakšanje na jednostavan način, kod kuće i bez zakazivanja. Nekoliko minuta dnevno je dovoljno da osetite razliku.',
        'Umesto da trpite, pružite sebi olakšanje koje je uvek nadohvat ruke. Jednostavno, bezbedno i bez komplikacija.',
      ],
    },
    {
      titles: ['Skupi tretmani, a rezultata nema?', 'Potrošili ste mnogo, a pomoglo je malo?'],
      problems: [
        'Pregledi, preparati, tretmani – računi rastu, a olakšanje traje kratko. Posle nekog vremena čovek izgubi i novac i strpljenje.',
        'Police pune preparata koje ste jednom probali i odustali. Zvuči poznato? Niste jedini.',
      ],
      solutions: [
        'Jedna pametna kupovina umesto stalnih troškova. Ovaj proizvod koristite iznova, kad god vam zatreba, bez dodatnih troškova.',
        'Zato je ovde rešenje jednostavno i pristupačno, a plaćanje pouzećem znači da ne plaćate ništa unapred.',
      ],
    },
    {
      titles: ['Nemate vremena da brinete o sebi?', 'Uvek ste na poslednjem mestu na sopstvenoj listi?'],
      problems: [
        'Posao, kuća, porodica – dan prođe, a za vas ne ostane ni minut. Briga o zdravlju se stalno odlaže za neki mirniji period.',
        'Svima pomažete, a na sebe zaboravljate. Ipak, bez zdravlja i energije ni sve ostalo ne ide kako treba.',
      ],
      solutions: [
        'Ovaj proizvod ne traži vaše vreme – uklapa se u ono što već radite. Nekoliko minuta dnevno i briga o sebi postaje navika, a ne obaveza.',
        'Briga o sebi ne mora da bude komplikovana. Uz ovaj proizvod ona postaje jednostavan deo svakog dana.',
      ],
    },
    {
      titles: ['Loš san, loše jutro?', 'Noći bez pravog odmora?'],
      problems: [
        'Prevrćete se do kasno u noć, a ujutru ustajete umorniji nego što ste legli. Bez kvalitetnog odmora svaki dan je borba.',
        'Telo je umorno, ali ne uspeva da se opusti. Napetost se prenosi iz dana u noć, a iz noći u novi dan.',
      ],
      solutions: [
        'Kada se telo oslobodi napetosti, lakše se opušta i odmara, a veče postaje vreme za pravi odmor.',
        'Ovaj proizvod vam pomaže da dan završite opušteno, a novi dočekate odmorni i raspoloženi.',
      ],
    },
  ],
  usageFaq: [
    {
      q: 'Kako se koristi i kada mogu da očekujem rezultate?',
      a: 'Upotreba je jednostavna i detaljno je opisana u uputstvu koje dobijate u paketu. Najviše dobijate redovnom upotrebom, a osećaj se razlikuje od osobe do osobe.',
    },
    {
      q: 'Da li je ovaj proizvod pogodan za svakodnevnu upotrebu?',
      a: 'Da. Osmišljen je tako da bude nežan prema telu i da se lako uklopi u svakodnevnu rutinu. Ako imate hronične tegobe ili ste na terapiji, pre upotrebe se posavetujte sa lekarom.',
    },
    {
      q: 'Koliko često se koristi?',
      a: 'Dovoljno je nekoliko minuta dnevno, u vreme koje vama odgovara. Detaljno uputstvo i preporuke za upotrebu dobijate u paketu.',
    },
  ],
  guaranteeFaq: [
    {
      q: 'Šta ako mi ne odgovara?',
      a: 'Pravo na povraćaj i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice. Ako imate hronične tegobe, pre upotrebe se posavetujte sa lekarom.',
    },
    {
      q: 'Da li postoji garancija?',
      a: 'Garancija i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice, zajedno sa podacima o prodavcu.',
    },
  ],
  extraFaq: [
    {
      q: 'Mogu li ga koristiti i stariji?',
      a: 'Da, upotreba je jednostavna i prilagođena odraslima svih uzrasta. Kod posebnih zdravstvenih stanja posavetujte se sa lekarom.',
    },
    {
      q: 'Da li je ovo lek?',
      a: 'Ne, ovaj proizvod nije lek i ne zamenjuje terapiju koju vam je propisao lekar. Namenjen je kao svakodnevna podrška vašem telu i boljem osećaju.',
    },
  ],
  keywords: [
    'pomoć za bolji osećaj',
    'olakšanje napetosti',
    'više energije',
    'zdravlje i vitalnost',
    'bolji san',
    'briga o zdravlju',
    'pomoć za leđa i vrat',
    'podrška imunitetu',
    'zdrav život',
    'proizvodi za zdravlje',
  ],
  testimonials: [
    'Posle nedelju dana korišćenja osećam se mnogo bolje. Nisam [verovao|verovala] da će razlika biti ovako brzo primetna.',
    '[Kupio|Kupila] sam ga za mamu, a sada ga koristimo i ja i ona. Preporuka od srca!',
    'Koristim ga svako veče i san mi je mnogo mirniji. Preporučujem svima koji imaju isti problem kao ja.',
    'Iskreno, [bio sam skeptičan|bila sam skeptična], ali me je prijatno iznenadio. Vredi svake pare.',
    'Jutra su mi konačno lakša. Manje sam [umoran|umorna] i više stignem da uradim tokom dana.',
    'Ne znam kako sam ranije [izdržavao|izdržavala] bez njega. Napetost u leđima je mnogo manja.',
    '[Naručio|Naručila] sam na preporuku komšinice i nije mi žao. Jednostavno se koristi i stvarno pomaže.',
    'Radim po ceo dan na nogama i ovo mi je spas. Uveče se osećam mnogo lakše.',
    '[Supruga je prvo odmahivala|Suprug je prvo odmahivao] rukom, a sada ga koristi češće od mene.',
    'Posle tri nedelje osećam pravu razliku. Konačno nešto što ispunjava obećanja.',
    '[Probao|Probala] sam mnogo toga, ali ovo je prvi put da vidim rezultat posle tako kratkog vremena.',
  ],
  story: {
    life: [
      'Ceo radni dan provodim za računarom, a uveče jedva čekam da legnem.',
      'Radim u prodavnici i skoro ceo dan sam na nogama.',
      '[Otac|Majka] sam dvoje dece i moj dan počinje pre šest ujutru.',
      'Posao mi je stresan, a slobodnog vremena je sve manje, pa sam brigu o sebi stalno [odlagao|odlagala].',
    ],
    problem: [
      'Godinama sam [živeo|živela] sa umorom i napetošću koji su mi kvarili svaki dan. Ujutru sam se [budio|budila] [umoran|umorna], a uveče nisam [imao|imala] snage ni za šta.',
      'Sve je počelo bezazleno: malo ukočenosti ujutru, malo napetosti u vratu posle posla. Vremenom su tegobe postale deo svakog dana, a ja sam [postajao|postajala] sve [nervozniji|nervoznija].',
    ],
    agonia: [
      '[Probao|Probala] sam sve: skupe preparate, savete sa interneta, čak i tretmane koji su koštali više nego što smem da priznam. Ništa nije davalo trajan rezultat, a ja sam polako [gubio|gubila] nadu.',
      'Bilo je dana kada nisam [mogao|mogla] da se igram sa decom ni da završim najobičnije poslove. Najteže mi je bilo to što sam [mislio|mislila] da tako mora da bude.',
    ],
    breakthrough: [
      'Sve se promenilo jednog popodneva kada mi je koleginica ispričala kako je rešila sličan problem. Izgledala je odmorno i puna energije, pa sam je [pitao|pitala] u čemu je tajna.',
      'Prelomni trenutak došao je sasvim slučajno. Ćerka mi je pokazala komentare ljudi koji su imali iste tegobe kao ja i koji su konačno našli olakšanje.',
    ],
    discoveryLead: [
      'Tako sam prvi put [čuo|čula] za proizvod koji je i njoj pomogao.',
      'Nisam [mnogo očekivao|mnogo očekivala], ali sam [odlučio|odlučila] da pokušam – pogotovo kada sam [video|videla] da se plaća pouzećem.',
    ],
    results: [
      'Već posle prve nedelje [primetio|primetila] sam da se budim [odmorniji|odmornija]. Posle mesec dana napetost je skoro nestala, a energije imam kao da sam deset godina [mlađi|mlađa].',
      'Danas ponovo uživam u šetnjama, poslu i vremenu sa porodicom. Promena nije došla preko noći, ali je stigla brže nego što sam [smeo|smela] da se nadam.',
    ],
    days: [
      ['Prvi dan: prijatan osećaj i radoznalost da li će potrajati', 'Prvi dan: jednostavna upotreba i prvi tračak olakšanja'],
      ['Treći dan: manje napetosti i lakše ustajanje', 'Treći dan: primetno bolje raspoloženje'],
      ['Prva nedelja: mirniji san i više energije tokom dana', 'Prva nedelja: obaveze više ne deluju kao planina'],
      ['Druga nedelja: ukućani primećuju da sam [vedriji|vedrija]', 'Druga nedelja: tegobe se javljaju sve ređe'],
      ['Posle mesec dana: osećam se kao nova osoba', 'Posle mesec dana: briga o sebi postala je navika, a ne obaveza'],
    ],
    quotes: [
      '„Da sam ranije [znao|znala] za ovaj proizvod, [uštedeo|uštedela] bih sebi godine nerviranja i mnogo novca.“',
      '„Ne treba da trpite samo zato što mislite da tako mora. Ja sam to [shvatio|shvatila] kasno, vi ne morate.“',
    ],
    noLongerNeed: [
      'Skupi tretmani koji pomažu samo na kratko',
      'Jutra koja počinju umorom i lošim raspoloženjem',
      'Fioka puna preparata koji nisu ispunili obećanja',
      'Odlaganje obaveza zbog manjka energije',
      'Neprospavane noći i nervoza',
      'Čekanje u redovima za svaki tretman',
    ],
    heroTitles: [
      'Kako sam posle godina umora ponovo [počeo|počela] da uživam u svakom danu',
      'Otkriće zbog kojeg ponovo s osmehom dočekujem jutro',
      '[Mislio|Mislila] sam da tegobe moraju da budu deo života, dok nisam [probao|probala] ovo',
    ],
    heroDescriptions: [
      'Iskustvo koje je promenilo moja jutra, moj posao i moje raspoloženje. Pročitajte kako je sve počelo i šta mi je zaista pomoglo.',
      'Nije čudo ni magija, već jednostavna navika koja mi je vratila energiju. Evo cele priče.',
    ],
    productSubtitles: ['Svakodnevna podrška za bolji osećaj', 'Više energije, manje tegoba'],
    benefitsIntros: ['Evo šta se promenilo kada sam ga [uveo|uvela] u svakodnevnu rutinu:', 'Ovo su prednosti koje najviše cenim:'],
    benefits: [
      'Lakše ustajanje i više energije od jutra',
      'Manje napetosti u telu posle napornog dana',
      'Mirniji san i odmorniji um',
      'Jednostavna upotreba, bez ikakve pripreme',
      'Ušteda na skupim tretmanima',
      'Bolje raspoloženje koje primećuju i ukućani',
    ],
  },
  upsellFeatures: [
    'Savršena dopuna vašoj svakodnevnoj rutini',
    'Jednostavna i bezbedna upotreba',
    'Pogodno za celu porodicu',
    'Pažljivo odabrani materijali',
    'Praktično pakovanje koje dugo traje',
    'Stiže u istom paketu sa vašom porudžbinom',
  ],
};
