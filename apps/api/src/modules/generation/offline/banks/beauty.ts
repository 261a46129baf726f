import type { CategoryBank } from './types.js';

export const BEAUTY: CategoryBank = {
  id: 'beauty',
  colors: { primary: '#DB2777', secondary: '#EC4899', accent: '#F59E0B', background: '#FDF2F8', text: '#1F2937' },
  typography: { headingFont: 'Playfair Display', bodyFont: 'Lato', weight: 'light' },
  visual: { borderRadius: 'very-rounded', shadows: 'subtle', spacing: 'loose' },
  tones: ['Nežan, inspirativan i samopouzdan', 'Elegantan i topao, sa naglaskom na negu i samopouzdanje'],
  audiences: [
    'Žene koje žele negovan izgled bez skupih salonskih tretmana',
    'Svi koji žele da u nekoliko minuta dnevno izgledaju i osećaju se bolje',
    'Zaposlene žene i mame kojima je potrebna brza i delotvorna nega kod kuće',
  ],
  femaleShare: 0.85,
  taglines: [
    'nega koja se vidi i oseća',
    'vaš mali ritual lepote svakog dana',
    'salonski rezultat u udobnosti vašeg doma',
    'lepota bez komplikacija i skupih tretmana',
    'negovan izgled za samo nekoliko minuta dnevno',
  ],
  predicates: [
    'rešenje koje vašoj rutini nege daje salonski rezultat',
    'mali luksuz koji sebi možete priuštiti svakog dana',
    'izbor svih koji žele negovan izgled bez mnogo vremena i novca',
    'mala tajna negovanog izgleda',
  ],
  openers: [
    'Ogledalo ne laže: umor, stres i nedostatak vremena ostavljaju trag na koži, kosi i samopouzdanju.',
    'Svaka žena zaslužuje trenutak samo za sebe – i rezultat koji se vidi već posle prvih primena.',
    'Saloni su skupi, a vremena je uvek premalo. Ipak, negovan izgled ne mora da bude privilegija.',
    'Lepota počinje malim svakodnevnim navikama koje vam pričinjavaju zadovoljstvo.',
  ],
  hookClaims: [
    'Negovan izgled koji primećuju svi oko vas',
    'Salonski rezultat kod kuće, za samo nekoliko minuta dnevno',
    'Probudite samopouzdanje negom koja se vidi',
    'Blistav izgled bez skupih tretmana',
    'Vaš svakodnevni ritual lepote, jednostavniji nego ikad',
    'Lepota koja počinje već od prve primene',
    'Osećajte se lepo u svojoj koži, svakog dana',
    'Svež i negovan izgled bez čekanja u salonu',
    'Nega koja vraća sjaj i samopouzdanje',
    'Mali ritual lepote sa velikim efektom',
    'Izgledajte negovano bez skupih salona',
  ],
  howItWorks: [
    'Upotreba traje svega nekoliko minuta i lako se uklapa u jutarnju ili večernju rutinu.',
    'Rezultat je vidljiv već posle prvih primena, a redovnom upotrebom postaje sve izraženiji.',
    'Sastav i izrada pažljivo su odabrani tako da budu nežni prema koži i pogodni za svakodnevnu negu.',
    'Ne morate da zakazujete termine ni da čekate u salonu – sve radite sami, kod kuće.',
    'Prijatan osećaj posle svake primene i nega koja se lako uklapa u jutarnju i večernju rutinu.',
  ],
  bullets: [
    {
      heads: ['Vidljiv rezultat', 'Efekat koji se primećuje', 'Rezultat od prve primene', 'Sjaj koji se vidi'],
      tails: ['razliku primećujete već posle nekoliko dana', 'komplimenti stižu brže nego što mislite', 'izgled koji zrači svežinom', 'negovan izgled iz dana u dan'],
    },
    {
      heads: ['Salonski efekat kod kuće', 'Bez zakazivanja termina', 'Ušteda na tretmanima', 'Kao iz salona'],
      tails: ['negujte se kad vama odgovara', 'rezultat kao iz salona, za deo cene', 'bez čekanja i skupih računa', 'vaš kućni kutak lepote'],
    },
    {
      heads: ['Nežno prema koži', 'Pažljivo odabran sastav', 'Prijatno za svakodnevnu negu', 'Nežna nega'],
      tails: ['pogodno i za osetljivu kožu', 'bez osećaja težine i lepljivosti', 'prijatan osećaj koji traje satima', 'bez iritacije i neprijatnog osećaja'],
    },
    {
      heads: ['Samo nekoliko minuta dnevno', 'Jednostavna upotreba', 'Lako se uklapa u rutinu', 'Brza rutina'],
      tails: ['savršeno i za najužurbanije dane', 'ujutru ili uveče, kako vama odgovara', 'bez komplikovanih koraka', 'nega koja ne oduzima vreme'],
    },
    {
      heads: ['Više samopouzdanja', 'Osećaj negovanosti', 'Lepota koja se oseća', 'Samopouzdanje svakog dana'],
      tails: ['osećajte se lepo u svojoj koži', 'pogledajte se u ogledalo sa osmehom', 'negovan izgled za svaku priliku', 'izgled koji vas predstavlja u najboljem svetlu'],
    },
    {
      heads: ['Za vas i drugaricu', 'Lep poklon', 'Nega za dvoje', 'Poklon za nju'],
      tails: ['dva ili tri komada po povoljnijoj ceni po komadu', 'jedan za vas, jedan za poklon', 'poklon koji se zaista koristi', 'mala pažnja koja se pamti'],
    },
    {
      heads: ['Savršen poklon', 'Poklon koji oduševljava', 'Mali znak pažnje', 'Poklon koji se pamti'],
      tails: ['za mamu, sestru, prijateljicu ili sebe', 'obradujte nekoga do koga vam je stalo', 'poklon koji se zaista koristi', 'spakovano i spremno za darivanje'],
    },
  ],
  benefits: [
    { icon: 'sparkles', texts: ['Vidljiv rezultat već posle prvih primena', 'Blistav i negovan izgled'] },
    { icon: 'heart', texts: ['Nežna nega za svakodnevnu upotrebu', 'Prijatan osećaj koji traje'] },
    { icon: 'clock', texts: ['Samo nekoliko minuta dnevno', 'Brza nega i za najužurbanije dane'] },
    { icon: 'gem', texts: ['Salonski efekat kod kuće', 'Luksuzna nega po pristupačnoj ceni'] },
    { icon: 'smile', texts: ['Više samopouzdanja svakog dana', 'Komplimenti koje ćete rado slušati'] },
    { icon: 'flower', texts: ['Pažljivo odabrani materijali i sastav', 'Pogodno i za osetljivu kožu'] },
  ],
  benefitTitles: ['Zašto će vam se dopasti?', 'Lepota bez kompromisa', 'Šta dobijate svakom primenom'],
  benefitSubtitles: [
    'Negovan izgled i više samopouzdanja, bez skupih tretmana',
    'Vaš ritual lepote – jednostavniji, brži i pristupačniji',
  ],
  problems: [
    {
      titles: ['Umoran izgled koji vas ne predstavlja?', 'Ogledalo vam ne vraća osmeh?'],
      problems: [
        'Stres, neprospavane noći i užurbani dani ostavljaju trag. Izgled postaje umoran, a samopouzdanje pada.',
        'Trudite se, ali rezultat izostaje. Nijedna kupovina iz drogerije ne daje efekat koji obećava reklama.',
      ],
      solutions: [
        'Ovaj proizvod vam vraća svež i negovan izgled, brzo i bez komplikacija. Već posle nekoliko primena primetićete razliku – i vi i ljudi oko vas.',
        'Ovde dobijate negu koja zaista deluje. Jednostavna upotreba, prijatan osećaj i rezultat koji se vidi.',
      ],
    },
    {
      titles: ['Skupi saloni i večito zakazivanje?', 'Tretmani koji prazne novčanik?'],
      problems: [
        'Jedan odlazak u salon košta kao pola meseca kafe sa drugaricama, a efekat traje svega nekoliko dana.',
        'Termine zakazujete nedeljama unapred, pa se prilagođavate tuđem rasporedu umesto da se negujete kad vama odgovara.',
      ],
      solutions: [
        'Ovaj proizvod vam donosi salonski efekat kod kuće, kad god poželite. Jedna kupovina umesto stalnih računa.',
        'Sada sve radite sami, u svom ritmu i u udobnosti doma. Bez čekanja i bez skupih računa.',
      ],
    },
    {
      titles: ['Nemate vremena za sebe?', 'Jutra su prekratka za dugu rutinu?'],
      problems: [
        'Posao, kuća, obaveze – a za negu ostaje tek minut pred spavanje. Duge rutine sa deset koraka jednostavno nisu za vas.',
        'Svako jutro je trka sa vremenom, a želite da izgledate negovano i odmorno.',
      ],
      solutions: [
        'Ovaj proizvod je osmišljen za stvaran život: nekoliko minuta dnevno dovoljno je za vidljiv rezultat.',
        'Brza i jednostavna nega koja se uklapa u najužurbaniji dan, bez odricanja od rezultata.',
      ],
    },
    {
      titles: ['Osetljiva koža koja reaguje na sve?', 'Plašite se da probate nešto novo?'],
      problems: [
        'Crvenilo, zatezanje i nelagodnost posle proizvoda od kojih ste očekivali pomoć. Posle nekog vremena plašite se da probate bilo šta novo.',
        'Mnogo obećanja, a na kraju samo iritacija i razočaranje. Poznato vam je?',
      ],
      solutions: [
        'Pažljivo odabran sastav i nežna izrada čine ovaj proizvod prijatnim za svakodnevnu upotrebu. Nega bez stresa, sa osećajem koji prija.',
        'Ovaj proizvod je nežan i prijatan, pa negu ponovo doživljavate kao zadovoljstvo, a ne kao rizik.',
      ],
    },
    {
      titles: ['Tražite poklon koji će zaista obradovati?', 'Poklon za nekog posebnog?'],
      problems: [
        'Parfem, cveće, bombonjera – sve je to već viđeno. Teško je pronaći poklon koji je i lep i koristan.',
        'Želite da pokažete pažnju, ali ne znate šta bi zaista obradovalo osobu do koje vam je stalo.',
      ],
      solutions: [
        'Ovaj proizvod je poklon koji se koristi svakog dana i podseća na vas. Stiže uredno spakovan, a plaćate pri preuzimanju.',
        'Nega koja donosi osmeh svakog dana – poklon koji se pamti, po ceni koja prija.',
      ],
    },
  ],
  usageFaq: [
    {
      q: 'Kako se koristi i kada se vidi rezultat?',
      a: 'Upotreba je jednostavna i traje svega nekoliko minuta, a detaljno uputstvo dobijate u paketu. Najviše dobijate redovnom upotrebom, a rezultat se razlikuje od osobe do osobe.',
    },
    {
      q: 'Da li je ovaj proizvod pogodan za osetljivu kožu?',
      a: 'Osmišljen je da bude nežan i prijatan za svakodnevnu negu. Ako imate posebno osetljivu kožu ili alergije, preporučujemo da ga prvo isprobate na maloj površini.',
    },
    {
      q: 'Koliko često treba da ga koristim?',
      a: 'Za najbolji rezultat koristite ga redovno, prema uputstvu iz paketa. Već nekoliko minuta dnevno daje vidljivu razliku.',
    },
  ],
  guaranteeFaq: [
    {
      q: 'Šta ako mi ne odgovara?',
      a: 'Pravo na povraćaj i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice.',
    },
    {
      q: 'Kakva je garancija?',
      a: 'Garancija i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice, zajedno sa podacima o prodavcu.',
    },
  ],
  extraFaq: [
    {
      q: 'Mogu li da ga koristim svakodnevno?',
      a: 'Da, namenjen je svakodnevnoj nezi. Najbolji rezultat daje upravo redovna upotreba.',
    },
    {
      q: 'Da li je dobar izbor za poklon?',
      a: 'Jeste. Stiže uredno spakovan, a obradovaće svakoga ko voli da se neguje.',
    },
  ],
  keywords: [
    'nega lica',
    'nega kose',
    'kozmetika akcija',
    'proizvodi za lepotu',
    'salonski efekat kod kuće',
    'nega kože',
    'poklon za ženu',
    'blistav izgled',
    'lepota i nega',
    'kozmetika sa dostavom',
  ],
  testimonials: [
    'Koristim ga dve nedelje i već dobijam komplimente. Konačno nešto što stvarno radi!',
    '[Bio sam skeptičan|Bila sam skeptična], ali rezultat se vidi posle nekoliko dana. [Oduševljen|Oduševljena] sam!',
    '[Kupio sam ga supruzi za rođendan|Kupila sam ga sebi za rođendan] i to je najbolji poklon ove godine.',
    'Prijatan je za upotrebu, a efekat je kao posle salona. Poručujem ponovo.',
    'Sestra mi je preporučila i sada ga preporučujem [svim prijateljima|svim drugaricama].',
    'Imam osetljivu kožu i malo šta mi prija, a sa ovim nemam nikakvih problema.',
    'Štedim vreme i novac – nema više zakazivanja u salonu. Preporučujem od srca.',
    'Stiglo je lepo spakovano. Rezultat je iznad mojih očekivanja.',
    'Izgledam odmornije i svežije, to mi kažu i na poslu. Vredi svake pare.',
    'Koristim ga svako veče, postao je moj mali ritual. Obožavam!',
    '[Supruga i ja ga koristimo i oboje smo zadovoljni|Mama i ja ga koristimo i obe smo oduševljene].',
  ],
  story: {
    life: [
      'Radim u kancelariji, a kući se vraćam kasno i [umoran|umorna].',
      '[Otac|Majka] sam dvoje dece, pa za sebe retko kada imam vremena.',
      'Uvek sam [voleo|volela] da izgledam negovano, ali sa godinama je to postajalo sve teže.',
    ],
    problem: [
      '[Primetio|Primetila] sam da izgledam umornije nego što se osećam. Ogledalo mi je svakog jutra kvarilo raspoloženje, a samopouzdanje je polako nestajalo.',
      'Na fotografijama sam se [prepoznavao|prepoznavala] sve teže. Umor, stres i nedostatak vremena ostavili su trag, a ja nisam [znao|znala] kako da to promenim.',
    ],
    agonia: [
      '[Probao|Probala] sam kreme, tretmane i savete iz časopisa. [Potrošio|Potrošila] sam pravo malo bogatstvo, a rezultat je ili izostao ili trajao samo nekoliko dana.',
      'Najteže mi je bilo kada mi je drugarica, iz najbolje namere, rekla da izgledam umorno. Tog dana sam dugo [stajao|stajala] ispred ogledala.',
    ],
    breakthrough: [
      'Onda mi je koleginica, koja uvek izgleda sveže i negovano, otkrila svoju malu tajnu.',
      'Prelomni trenutak bio je kada sam na jednoj porodičnoj proslavi [video|videla] rođaku koja je izgledala sjajno. [Morao|Morala] sam da je pitam šta koristi.',
    ],
    discoveryLead: [
      'Nije u pitanju skup salon, već nešto što koristi kod kuće, nekoliko minuta dnevno.',
      'Rekla mi je da je sve naručila preko interneta, uz plaćanje pouzećem, i da joj je to najbolje uloženi novac u sebe.',
    ],
    results: [
      'Već posle nekoliko dana [primetio|primetila] sam razliku, a posle dve nedelje počeli su da stižu komplimenti. Danas se ujutru pogledam u ogledalo sa osmehom.',
      'Rezultat me je prijatno iznenadio: izgledam odmornije i svežije, a što je najvažnije, osećam se lepo u svojoj koži.',
    ],
    days: [
      ['Prvi dan: prijatan osećaj i mali trenutak samo za mene', 'Prvi dan: jednostavna upotreba, bez ikakve muke'],
      ['Treći dan: prve promene u ogledalu', 'Treći dan: osećaj svežine koji traje ceo dan'],
      ['Prva nedelja: prvi komplimenti na poslu', 'Prva nedelja: izgled je vidno negovaniji'],
      ['Druga nedelja: samopouzdanje se vraća', 'Druga nedelja: više mi ne treba salon'],
      ['Posle mesec dana: ne mogu da zamislim dan bez svog rituala', 'Posle mesec dana: rezultat koji vide svi oko mene'],
    ],
    quotes: [
      '„Lepota ne mora da bude skupa ni komplikovana. Potrebno je samo pronaći ono što zaista deluje.“',
      '„Najbolje uloženi novac ove godine – i to u sebe.“',
    ],
    noLongerNeed: [
      'Skupi salonski tretmani i večito zakazivanje',
      'Fioka puna preparata koji ne deluju',
      'Jutra provedena ispred ogledala u nervozi',
      'Skrivanje umornog izgleda',
      'Saveti koji obećavaju, a ne ispunjavaju',
    ],
    heroTitles: [
      'Kako sam bez skupih tretmana [vratio|vratila] negovan izgled za samo nekoliko minuta dnevno',
      'Moja mala tajna lepote koju sada otkrivam svima',
      '[Prijatelji|Drugarice] me pitaju šta sam [promenio|promenila] – evo odgovora',
    ],
    heroDescriptions: [
      'Iskrena priča o tome kako sam ponovo [zavoleo|zavolela] svoj odraz u ogledalu.',
      'Bez skupog salona i komplikovanih rutina – evo šta je meni zaista pomoglo.',
    ],
    productSubtitles: ['Nega koja se vidi i oseća', 'Vaš svakodnevni ritual lepote'],
    benefitsIntros: ['Evo šta sam [primetio|primetila] otkako ga koristim:', 'Zbog ovih stvari ga preporučujem svima:'],
    benefits: [
      'Svež i negovan izgled svakog dana',
      'Salonski efekat kod kuće',
      'Prijatan osećaj bez težine i lepljivosti',
      'Samo nekoliko minuta dnevno',
      'Ušteda na skupim tretmanima',
      'Više samopouzdanja i komplimenata',
    ],
  },
  upsellFeatures: [
    'Savršena dopuna vašoj rutini nege',
    'Nežno i prijatno za svakodnevnu upotrebu',
    'Vidljiv rezultat uz redovnu upotrebu',
    'Praktično pakovanje za kuću i put',
    'Odličan izbor i za poklon',
    'Stiže u istom paketu sa vašom porudžbinom',
  ],
};
