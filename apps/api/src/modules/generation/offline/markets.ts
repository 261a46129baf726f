/** Market phrasing of the offline copywriter: delivery wording, cities and people of each market. */
import type { MarketId } from '@cod/contracts';

export interface City {
  /** Nominative: 'Novi Sad' (review locations). */
  nom: string;
  /** Genitive: 'iz Novog Sada'. */
  gen: string;
  /** Locative: 'u Novom Sadu'. */
  loc: string;
}

export interface MarketPhrases {
  id: MarketId;
  /** 'Srbija' */
  country: string;
  /** 'iz Srbije' */
  countryGen: string;
  /** 'u Srbiji' */
  countryLoc: string;
  /** Where delivery goes, after 'dostava': 'na teritoriji cele Srbije', 'širom BiH'. */
  region: string;
  /** 'širom Srbije' */
  across: string;
  /** Lower-case country for search phrases. */
  keyword: string;
  cities: City[];
  femaleNames: string[];
  maleNames: string[];
  surnameInitials: string[];
}

const c = (nom: string, gen: string, loc: string): City => ({ nom, gen, loc });

const SERBIA: MarketPhrases = {
  id: 'Serbia',
  country: 'Srbija',
  countryGen: 'Srbije',
  countryLoc: 'Srbiji',
  region: 'na teritoriji cele Srbije',
  across: 'širom Srbije',
  keyword: 'srbija',
  cities: [
    c('Beograd', 'Beograda', 'Beogradu'),
    c('Novi Sad', 'Novog Sada', 'Novom Sadu'),
    c('Niš', 'Niša', 'Nišu'),
    c('Kragujevac', 'Kragujevca', 'Kragujevcu'),
    c('Subotica', 'Subotice', 'Subotici'),
    c('Zrenjanin', 'Zrenjanina', 'Zrenjaninu'),
    c('Pančevo', 'Pančeva', 'Pančevu'),
    c('Čačak', 'Čačka', 'Čačku'),
    c('Kraljevo', 'Kraljeva', 'Kraljevu'),
    c('Novi Pazar', 'Novog Pazara', 'Novom Pazaru'),
    c('Smederevo', 'Smedereva', 'Smederevu'),
    c('Leskovac', 'Leskovca', 'Leskovcu'),
    c('Valjevo', 'Valjeva', 'Valjevu'),
    c('Kruševac', 'Kruševca', 'Kruševcu'),
    c('Vranje', 'Vranja', 'Vranju'),
    c('Šabac', 'Šapca', 'Šapcu'),
    c('Užice', 'Užica', 'Užicu'),
    c('Sombor', 'Sombora', 'Somboru'),
    c('Požarevac', 'Požarevca', 'Požarevcu'),
    c('Pirot', 'Pirota', 'Pirotu'),
    c('Zaječar', 'Zaječara', 'Zaječaru'),
    c('Kikinda', 'Kikinde', 'Kikindi'),
    c('Jagodina', 'Jagodine', 'Jagodini'),
    c('Vršac', 'Vršca', 'Vršcu'),
    c('Loznica', 'Loznice', 'Loznici'),
  ],
  femaleNames: [
    'Jelena', 'Marija', 'Ana', 'Milica', 'Snežana', 'Dragana', 'Ivana', 'Jovana', 'Tamara', 'Gordana', 'Vesna', 'Biljana',
    'Marina', 'Sanja', 'Nataša', 'Katarina', 'Mirjana', 'Ljiljana', 'Danijela', 'Aleksandra', 'Nevena', 'Slađana',
  ],
  maleNames: [
    'Marko', 'Nikola', 'Stefan', 'Miloš', 'Dragan', 'Nenad', 'Zoran', 'Milan', 'Dejan', 'Vladimir', 'Ivan', 'Aleksandar',
    'Goran', 'Bojan', 'Srđan', 'Predrag', 'Đorđe', 'Dušan', 'Nemanja', 'Uroš', 'Miroslav', 'Slobodan',
  ],
  surnameInitials: ['M.', 'J.', 'P.', 'S.', 'N.', 'K.', 'R.', 'T.', 'V.', 'D.', 'Ž.', 'Đ.', 'Č.', 'L.', 'B.', 'G.', 'I.', 'Lj.'],
};

const BOSNIA: MarketPhrases = {
  id: 'Bosnia',
  country: 'Bosna i Hercegovina',
  countryGen: 'Bosne i Hercegovine',
  countryLoc: 'Bosni i Hercegovini',
  region: 'širom BiH',
  across: 'širom BiH',
  keyword: 'bih',
  cities: [
    c('Sarajevo', 'Sarajeva', 'Sarajevu'),
    c('Banja Luka', 'Banje Luke', 'Banjoj Luci'),
    c('Tuzla', 'Tuzle', 'Tuzli'),
    c('Zenica', 'Zenice', 'Zenici'),
    c('Mostar', 'Mostara', 'Mostaru'),
    c('Bijeljina', 'Bijeljine', 'Bijeljini'),
    c('Brčko', 'Brčkog', 'Brčkom'),
    c('Prijedor', 'Prijedora', 'Prijedoru'),
    c('Doboj', 'Doboja', 'Doboju'),
    c('Trebinje', 'Trebinja', 'Trebinju'),
    c('Bihać', 'Bihaća', 'Bihaću'),
    c('Travnik', 'Travnika', 'Travniku'),
    c('Cazin', 'Cazina', 'Cazinu'),
    c('Gradiška', 'Gradiške', 'Gradiški'),
    c('Zvornik', 'Zvornika', 'Zvorniku'),
    c('Livno', 'Livna', 'Livnu'),
    c('Goražde', 'Goražda', 'Goraždu'),
    c('Visoko', 'Visokog', 'Visokom'),
    c('Konjic', 'Konjica', 'Konjicu'),
    c('Foča', 'Foče', 'Foči'),
  ],
  femaleNames: [
    'Amra', 'Selma', 'Lejla', 'Emina', 'Aida', 'Jasmina', 'Azra', 'Merima', 'Sanela', 'Dragana', 'Mirela', 'Ivana',
    'Amela', 'Senada', 'Jelena', 'Maja', 'Naida', 'Tanja', 'Dijana', 'Elma',
  ],
  maleNames: [
    'Emir', 'Adnan', 'Haris', 'Amar', 'Kenan', 'Senad', 'Mirza', 'Nedim', 'Dario', 'Nemanja', 'Ognjen', 'Igor', 'Damir',
    'Edin', 'Almir', 'Elvir', 'Mladen', 'Dražen', 'Jasmin', 'Tarik',
  ],
  surnameInitials: ['H.', 'M.', 'B.', 'K.', 'S.', 'D.', 'J.', 'A.', 'P.', 'Č.', 'Đ.', 'T.', 'Ć.', 'O.', 'R.', 'Š.'],
};

const MONTENEGRO: MarketPhrases = {
  id: 'Montenegro',
  country: 'Crna Gora',
  countryGen: 'Crne Gore',
  countryLoc: 'Crnoj Gori',
  region: 'širom Crne Gore',
  across: 'širom Crne Gore',
  keyword: 'crna gora',
  cities: [
    c('Podgorica', 'Podgorice', 'Podgorici'),
    c('Nikšić', 'Nikšića', 'Nikšiću'),
    c('Bar', 'Bara', 'Baru'),
    c('Budva', 'Budve', 'Budvi'),
    c('Herceg Novi', 'Herceg Novog', 'Herceg Novom'),
    c('Cetinje', 'Cetinja', 'Cetinju'),
    c('Bijelo Polje', 'Bijelog Polja', 'Bijelom Polju'),
    c('Pljevlja', 'Pljevalja', 'Pljevljima'),
    c('Kotor', 'Kotora', 'Kotoru'),
    c('Tivat', 'Tivta', 'Tivtu'),
    c('Berane', 'Berana', 'Beranama'),
    c('Ulcinj', 'Ulcinja', 'Ulcinju'),
    c('Rožaje', 'Rožaja', 'Rožajama'),
    c('Danilovgrad', 'Danilovgrada', 'Danilovgradu'),
    c('Kolašin', 'Kolašina', 'Kolašinu'),
    c('Mojkovac', 'Mojkovca', 'Mojkovcu'),
  ],
  femaleNames: [
    'Milena', 'Jovana', 'Ivana', 'Tijana', 'Sanja', 'Dragana', 'Bojana', 'Marija', 'Ana', 'Vesna', 'Jelena', 'Danijela',
    'Katarina', 'Andrea', 'Nina', 'Milica', 'Sara', 'Jelisaveta',
  ],
  maleNames: [
    'Vuk', 'Luka', 'Petar', 'Nikola', 'Marko', 'Filip', 'Balša', 'Radovan', 'Vuksan', 'Milan', 'Andrija', 'Danilo', 'Savo',
    'Veselin', 'Miloš', 'Stefan', 'Vukašin', 'Dejan',
  ],
  surnameInitials: ['V.', 'P.', 'R.', 'M.', 'Đ.', 'B.', 'J.', 'K.', 'D.', 'L.', 'N.', 'Š.', 'Ž.', 'T.'],
};

const BY_ID: Record<string, MarketPhrases> = { Serbia: SERBIA, Bosnia: BOSNIA, Montenegro: MONTENEGRO };

/** Phrasing of a market; an unknown id falls back to Serbia (the default market). */
export function marketPhrases(id: MarketId | string): MarketPhrases {
  return BY_ID[id] ?? SERBIA;
}

export const ALL_MARKET_PHRASES: readonly MarketPhrases[] = [SERBIA, BOSNIA, MONTENEGRO];
