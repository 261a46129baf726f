import type { CategoryBank } from './types.js';

export const HOME: CategoryBank = {
  id: 'home',
  colors: { primary: '#EA580C', secondary: '#FB923C', accent: '#16A34A', background: '#FFF7ED', text: '#1F2937' },
  typography: { headingFont: 'Poppins', bodyFont: 'Open Sans', weight: 'normal' },
  visual: { borderRadius: 'rounded', shadows: 'subtle', spacing: 'normal' },
  tones: ['Topao, praktičan i prijateljski', 'Opušten i koristan, sa naglaskom na uštedu vremena i udobnost'],
  audiences: [
    'Domaćice i domaćini koji žele uredan i udoban dom uz manje truda',
    'Porodice i zaposleni kojima je potrebno više slobodnog vremena',
    'Svi koji vole praktična rešenja za kuhinju, kupatilo i dnevnu sobu',
  ],
  femaleShare: 0.65,
  taglines: [
    'praktično rešenje za uredniji i udobniji dom',
    'manje posla u kući, više vremena za vas',
    'mala stvar koja olakšava svaki dan kod kuće',
    'pametna pomoć u domaćinstvu',
    'red, udobnost i ušteda vremena u jednom',
  ],
  predicates: [
    'pravi pomoćnik u domaćinstvu koji štedi vreme i živce',
    'rešenje koje svakodnevne kućne poslove čini lakšim',
    'praktičan dodatak koji će vas obradovati svaki put kada ga uzmete u ruke',
    'pametna kupovina za svaki dom koji voli red i udobnost',
  ],
  openers: [
    'Kućni poslovi nikada ne prestaju: kuvanje, čišćenje, sređivanje – i dan prođe pre nego što stignete da predahnete.',
    'Dom bi trebalo da bude mesto odmora, a ne još jedna lista obaveza.',
    'Prava pomoć u kući ne meri se time koliko košta, već time koliko vam vremena vraća.',
    'Svi želimo uredan i udoban dom, ali niko ne želi da mu to oduzme ceo vikend.',
  ],
  hookClaims: [
    'Manje posla u kući i više vremena za vas',
    'Uredan i udoban dom bez mnogo truda',
    'Praktično rešenje koje ćete koristiti svakog dana',
    'Kućni poslovi brže i lakše nego ikad',
    'Pametna pomoć u domaćinstvu po pristupačnoj ceni',
    'Vratite sebi slobodno vreme i mir u kući',
    'Red i udobnost u vašem domu za nekoliko minuta',
    'Olakšajte sebi svakodnevne kućne poslove',
    'Praktična pomoć za svaki dom',
    'Više reda, manje truda i više slobodnog vremena',
    'Kućni poslovi bez muke i nervoze',
  ],
  howItWorks: [
    'Koristi se jednostavno, bez ikakvog alata ili stručne pomoći.',
    'Lako se čisti i održava, pa vam ostaje više vremena za ono što volite.',
    'Zauzima malo prostora i lepo se uklapa u svaki enterijer.',
    'Izrada je čvrsta i predviđena za svakodnevnu upotrebu u domaćinstvu.',
    'Posao koji vam je ranije oduzimao sat vremena sada završavate za nekoliko minuta.',
  ],
  bullets: [
    {
      heads: ['Ušteda vremena', 'Brže i lakše', 'Posao za nekoliko minuta', 'Manje posla'],
      tails: ['završite kućne poslove u dvostruko kraćem roku', 'više vremena za porodicu i odmor', 'bez muke i nepotrebnog napora', 'više vremena za ono što volite'],
    },
    {
      heads: ['Jednostavna upotreba', 'Bez alata i muke', 'Lako rukovanje', 'Spremno odmah'],
      tails: ['snalaze se svi ukućani', 'spremno za upotrebu odmah po otvaranju', 'bez komplikovanih uputstava', 'jednostavno kao što izgleda'],
    },
    {
      heads: ['Čvrsta izrada', 'Izdržljivi materijali', 'Dugotrajna upotreba', 'Kvalitet koji traje'],
      tails: ['predviđeno za svakodnevno korišćenje', 'služi vam godinama', 'ne menjate ga posle nekoliko meseci', 'čvrsto i pouzdano iz dana u dan'],
    },
    {
      heads: ['Štedi prostor', 'Praktične dimenzije', 'Lepo se uklapa u dom', 'Uklapa se svuda'],
      tails: ['zauzima malo mesta, a mnogo pomaže', 'moderan izgled koji prija oku', 'savršeno i za manje stanove', 'red i više prostora u svakoj prostoriji'],
    },
    {
      heads: ['Lako održavanje', 'Brzo čišćenje', 'Higijenski i praktično', 'Održavanje bez muke'],
      tails: ['obrišete ga za nekoliko sekundi', 'bez zaostalih mrlja i neprijatnih mirisa', 'uvek spremno za sledeću upotrebu', 'čisto i uredno uz minimalan trud'],
    },
    {
      heads: ['Za vas i vaše roditelje', 'Jedan za kuću, jedan za poklon', 'I za vikendicu', 'Za dva doma'],
      tails: ['dva ili tri komada po povoljnijoj ceni po komadu', 'jedan za vas, jedan za nekoga koga volite', 'praktično i za vikendicu ili posao', 'poklon koji se zaista koristi'],
    },
    {
      heads: ['Odličan poklon', 'Poklon za useljenje', 'Korisno u svakom domu', 'Lep znak pažnje'],
      tails: ['za mamu, prijatelje ili novo domaćinstvo', 'praktičan poklon koji se zaista koristi', 'obradujte one koji vole uredan dom', 'poklon koji olakšava svaki dan'],
    },
  ],
  benefits: [
    { icon: 'clock', texts: ['Ušteda vremena svakog dana', 'Kućni poslovi za upola kraće vreme'] },
    { icon: 'house', texts: ['Uredniji i udobniji dom', 'Prostor koji prija celoj porodici'] },
    { icon: 'thumbs-up', texts: ['Jednostavno za upotrebu', 'Snalaze se svi ukućani'] },
    { icon: 'award', texts: ['Čvrsta izrada za dugu upotrebu', 'Materijali koji traju godinama'] },
    { icon: 'sparkles', texts: ['Lako se čisti i održava', 'Uvek spremno za upotrebu'] },
    { icon: 'gift', texts: ['Odličan poklon za svaki dom', 'Praktičan poklon za useljenje'] },
  ],
  benefitTitles: ['Zašto će vam se dopasti?', 'Pametna pomoć u kući', 'Manje truda, više udobnosti'],
  benefitSubtitles: ['Praktično rešenje koje štedi vreme, novac i živce', 'Sve što vam treba za lakši dan kod kuće'],
  problems: [
    {
      titles: ['Kućni poslovi vam oduzimaju ceo dan?', 'Vikend prolazi u čišćenju i sređivanju?'],
      problems: [
        'Kuvanje, čišćenje, sređivanje – kada završite jedno, čeka vas drugo. Slobodno vreme se topi, a umor raste.',
        'Umesto odmora i druženja, slobodni dani odlaze na poslove koji kao da nikada ne prestaju.',
      ],
      solutions: [
        'Ovaj proizvod vam skraćuje posao i vraća dragoceno vreme. Ono što je ranije trajalo satima sada završavate za nekoliko minuta.',
        'Uz malu pomoć, kućni poslovi postaju brži i lakši, a vi dobijate više vremena za sebe i porodicu.',
      ],
    },
    {
      titles: ['Stvari koje se brzo pokvare?', 'Jeftino koje na kraju skupo košta?'],
      problems: [
        'Kupite nešto za kuću, a posle nekoliko nedelja završi u đubretu. Novac je bačen, a problem je i dalje tu.',
        'Jeftine stvari iz prodavnica brzo popuste, pa ih kupujete iznova i iznova.',
      ],
      solutions: [
        'Ovaj proizvod ima čvrstu izradu i izdržljive materijale koji podnose svakodnevnu upotrebu. Kupujete jednom, a koristite godinama.',
        'Ovde dobijate kvalitet koji traje, po ceni koja ne opterećuje kućni budžet.',
      ],
    },
    {
      titles: ['Nered i manjak prostora?', 'Svaki ugao je pretrpan?'],
      problems: [
        'Stvari nemaju svoje mesto, a prostor je uvek premali. Nered stvara nervozu, a traženje stvari oduzima vreme.',
        'Kuhinja, kupatilo, ormari – gde god pogledate, stvari se gomilaju i kvare izgled doma.',
      ],
      solutions: [
        'Ovaj proizvod je praktičan i zauzima malo mesta, a donosi red i udobnost. Dom odmah izgleda urednije i prijatnije.',
        'Pametno rešenje za manje prostora i više reda, bez velikih ulaganja i majstora.',
      ],
    },
    {
      titles: ['Komplikovani aparati koji stoje u ormaru?', 'Kupili ste, a ne koristite?'],
      problems: [
        'Mnogo stvari kupimo sa oduševljenjem, a onda ih odložimo jer su komplikovane za upotrebu ili čišćenje.',
        'Ono što se teško sklapa, pere i odlaže brzo završi u ostavi i više ne ugleda svetlost dana.',
      ],
      solutions: [
        'Ovaj proizvod je jednostavan za upotrebu i održavanje, pa ga koristite svaki dan, a ne samo za praznike.',
        'Ovde nema komplikacija: uzmete, upotrebite, obrišete i odložite. Zato se zaista koristi.',
      ],
    },
    {
      titles: ['Tražite koristan poklon za dom?', 'Useljenje, slava ili rođendan?'],
      problems: [
        'Teško je pronaći poklon koji je i lep i koristan, a da ne završi u ostavi.',
        'Dolazite u goste i želite da ponesete nešto što će domaćini zaista koristiti.',
      ],
      solutions: [
        'Ovaj proizvod je praktičan poklon koji obraduje svako domaćinstvo, a plaćate ga tek pri preuzimanju.',
        'Koristan, lep i po pristupačnoj ceni – poklon koji se pamti po tome koliko olakšava svaki dan.',
      ],
    },
  ],
  usageFaq: [
    {
      q: 'Da li je upotreba jednostavna?',
      a: 'Jeste. Ovaj proizvod je spreman za upotrebu odmah po otvaranju paketa, a uz njega dobijate kratko i jasno uputstvo. Snalaze se svi ukućani, bez obzira na godine.',
    },
    {
      q: 'Kako se čisti i održava?',
      a: 'Održavanje je jednostavno i traje svega nekoliko minuta. Dovoljno je da ga posle upotrebe obrišete ili operete prema uputstvu, i uvek je spreman za sledeći put.',
    },
    {
      q: 'Da li je potreban alat ili majstor?',
      a: 'Nije. Ovaj proizvod koristite odmah, bez alata i stručne pomoći, a uputstvo iz paketa objašnjava sve korak po korak.',
    },
  ],
  guaranteeFaq: [
    {
      q: 'Šta ako mi ne odgovara?',
      a: 'Pravo na povraćaj i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice.',
    },
    {
      q: 'Koliko dugo traje?',
      a: 'Ovaj proizvod je izrađen od izdržljivih materijala za svakodnevnu upotrebu, a garancija je navedena u uslovima prodavnice na dnu stranice.',
    },
  ],
  extraFaq: [
    {
      q: 'Da li zauzima mnogo mesta?',
      a: 'Ne. Dimenzije su praktične, pa se lako odlaže i uklapa i u manje prostore.',
    },
    {
      q: 'Da li je dobar kao poklon?',
      a: 'Jeste – praktičan poklon za useljenje, rođendan ili praznike koji će se zaista koristiti.',
    },
  ],
  keywords: [
    'stvari za kuću',
    'kućne potrepštine',
    'oprema za kuhinju',
    'praktični proizvodi za dom',
    'uređenje doma',
    'pomoć u domaćinstvu',
    'kućni aparati akcija',
    'organizacija prostora',
    'proizvodi za čišćenje',
    'poklon za useljenje',
  ],
  testimonials: [
    'Ne znam kako sam ranije [živeo|živela] bez ovoga. Posao koji mi je trajao pola sata sada završim za pet minuta.',
    '[Kupio|Kupila] sam ga mami i oduševljena je. Sada hoću i jedan za sebe.',
    'Čvrsta izrada i baš je praktično, kako je i opisano. Koristim ga svakodnevno.',
    '[Platio|Platila] sam kuriru kada je paket stigao i sve je bilo kako treba. Odlična kupovina za kuću.',
    '[Supruga je prvo sumnjala|Suprug je prvo sumnjao], a sada ga koristi više od mene.',
    'Lako se čisti i zauzima malo prostora, to mi je bilo najvažnije.',
    'Najbolja stvar koju sam ove godine [kupio|kupila] za kuću. Preporučujem svima.',
    '[Poručio|Poručila] sam dva komada, jedan smo poklonili komšijama. I oni su oduševljeni.',
    'Kvalitet je iznad očekivanja za ovu cenu. Vredi svake pare.',
    'Jednostavno je za upotrebu, snalazi se čak i moja baka. Sve pohvale.',
    'Kuća izgleda urednije, a ja imam više slobodnog vremena. Šta reći više od toga?',
  ],
  story: {
    life: [
      'Radim puno radno vreme, a kada dođem kući čeka me druga smena: kuvanje, čišćenje i sređivanje.',
      'Živimo u manjem stanu sa dvoje dece, pa je red u kući za nas prava umetnost.',
      'Volim kada mi je kuća uredna, ali sa godinama sve teže stižem da sve postignem.',
    ],
    problem: [
      'Godinama sam [provodio|provodila] vikende u kućnim poslovima. Dok završim jedno, već je čekalo drugo, a za odmor i porodicu nije ostajalo vremena.',
      'Stalno sam [imao|imala] osećaj da se borim sa kućom, a ne da uživam u njoj. Umor i nervoza su postali svakodnevica.',
    ],
    agonia: [
      '[Kupovao|Kupovala] sam razne aparate i pomagala koja su obećavala čuda, a onda završavala u ostavi. Neka su bila komplikovana, neka su se pokvarila posle mesec dana.',
      'Najgore je bilo kada bi nam dolazili gosti, a ja bih ceo dan [jurio|jurila] da sve sredim. Umesto da uživam, [bio sam iscrpljen|bila sam iscrpljena] pre nego što bi iko pozvonio na vrata.',
    ],
    breakthrough: [
      'Jednog dana sam kod sestre [primetio|primetila] kako isti posao završava za nekoliko minuta. Nisam [mogao|mogla] da verujem.',
      'Sve je počelo od preporuke u jednoj grupi na društvenim mrežama, gde su ljudi hvalili jednostavno rešenje za svakodnevne kućne poslove.',
    ],
    discoveryLead: [
      '[Pitao|Pitala] sam je šta koristi, a ona mi je samo pokazala kutiju.',
      '[Pročitao|Pročitala] sam komentare, [pogledao|pogledala] fotografije kupaca i [odlučio|odlučila] da probam – uostalom, plaća se tek pri preuzimanju.',
    ],
    results: [
      'Sada kućne poslove završavam mnogo brže, a vikendi su ponovo rezervisani za porodicu i odmor. Kuća izgleda urednije nego ikad.',
      'Razlika je ogromna: manje umora, manje nervoze i više vremena za stvari koje volim. Ukućani su je primetili već prve nedelje.',
    ],
    days: [
      ['Prvi dan: raspakovano i odmah u upotrebi', 'Prvi dan: prvi posao završen za upola kraće vreme'],
      ['Treći dan: ukućani se otimaju ko će ga koristiti', 'Treći dan: kuhinja i kupatilo uredniji nego ikad'],
      ['Prva nedelja: slobodno popodne prvi put posle dugo vremena', 'Prva nedelja: manje umora posle posla'],
      ['Druga nedelja: gosti pitaju gde sam ga [kupio|kupila]', 'Druga nedelja: rutina koja se odvija sama od sebe'],
      ['Posle mesec dana: vikendi su ponovo za odmor', 'Posle mesec dana: najkorisnija stvar u kući'],
    ],
    quotes: [
      '„Najbolje uloženi novac u kuću – vraća mi vreme svakog dana.“',
      '„Da sam ranije [znao|znala], [uštedeo|uštedela] bih sebi mnogo vikenda provedenih u poslu.“',
    ],
    noLongerNeed: [
      'Vikendi provedeni u čišćenju i sređivanju',
      'Aparati koji skupljaju prašinu u ostavi',
      'Nervoza zbog nereda i manjka prostora',
      'Stalno kupovanje stvari koje se brzo pokvare',
      'Umor posle svakog kućnog posla',
    ],
    heroTitles: [
      'Kako sam [prestao|prestala] da provodim vikende u kućnim poslovima',
      'Mala stvar koja mi je vratila slobodno vreme',
      'Kućni trik zbog kojeg me komšije stalno zapitkuju',
    ],
    heroDescriptions: [
      'Iskrena priča o tome kako sam jednom jednostavnom kupovinom [dobio|dobila] više vremena za sebe i porodicu.',
      'Bez majstora i velikih ulaganja – evo šta je meni olakšalo život kod kuće.',
    ],
    productSubtitles: ['Praktično rešenje za svaki dom', 'Manje posla, više udobnosti'],
    benefitsIntros: ['Evo šta se promenilo u našoj kući:', 'Zato ga danas preporučujem svima:'],
    benefits: [
      'Kućni poslovi za upola kraće vreme',
      'Uredniji i udobniji dom',
      'Jednostavna upotreba za sve ukućane',
      'Čvrsta izrada koja traje',
      'Lako održavanje i čišćenje',
      'Više vremena za porodicu i odmor',
    ],
  },
  upsellFeatures: [
    'Savršena dopuna vašoj porudžbini',
    'Praktično za svakodnevnu upotrebu',
    'Lako se čisti i održava',
    'Zauzima malo prostora',
    'Čvrsta i izdržljiva izrada',
    'Stiže u istom paketu sa vašom porudžbinom',
  ],
};
