import {
  MAX_COMPANY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_IMAGE_SIZE_TEXT,
  MIN_PASSWORD_LENGTH,
} from './limits.js';

/**
 * Serbian texts of the product. Validation and error-catalogue texts are copied from the spec
 * (000 §5, §8); server-only texts (no spec text exists) are ours and marked so.
 */
/** A text over its limit, naming the limit (a field's own message may name the field instead). */
export const textTooLongFor = (max: number) => `Tekst je predugačak (najviše ${max} karaktera)`;

export const VALIDATION = {
  invalidEmail: 'Neispravna email adresa',
  passwordMin: `Lozinka mora imati najmanje ${MIN_PASSWORD_LENGTH} karaktera`,
  passwordRequired: 'Lozinka je obavezna',
  firstNameRequired: 'Ime je obavezno',
  lastNameRequired: 'Prezime je obavezno',
  currentPasswordRequired: 'Trenutna lozinka je obavezna',
  newPasswordMin: `Nova lozinka mora imati najmanje ${MIN_PASSWORD_LENGTH} karaktera`,
  confirmPasswordRequired: 'Potvrdite novu lozinku',
  passwordsDoNotMatch: 'Lozinke se ne poklapaju',
  // Server-only texts (the spec gives none):
  emailTooLong: 'Email adresa je predugačka',
  passwordTooLong: `Lozinka je predugačka (najviše ${MAX_PASSWORD_LENGTH} karaktera)`,
  firstNameTooLong: `Ime je predugačko (najviše ${MAX_NAME_LENGTH} karaktera)`,
  lastNameTooLong: `Prezime je predugačko (najviše ${MAX_NAME_LENGTH} karaktera)`,
  companyTooLong: `Naziv kompanije je predugačak (najviše ${MAX_COMPANY_LENGTH} karaktera)`,
  phoneTooLong: `Telefon je predugačak (najviše ${MAX_PHONE_LENGTH} karaktera)`,
  notesTooLong: `Napomena je predugačka (najviše ${MAX_NOTES_LENGTH} karaktera)`,
  controlChars: 'Tekst sadrži nedozvoljene znakove (kontrolne znakove ili prelom reda)',
  textExpected: 'Vrednost mora biti tekst',
  isActiveBoolean: 'Polje isActive mora biti true ili false',
} as const;

/** Server error texts (our own: the spec leaves server-side rules "not shown"). */
export const API_ERRORS = {
  invalidCredentials: 'Neispravni podaci za prijavu',
  accountInactive: 'Vaš nalog je deaktiviran. Obratite se administratoru.',
  tooManyLoginAttempts: 'Previše neuspešnih pokušaja prijave. Pokušajte ponovo za minut.',
  notSignedIn: 'Niste prijavljeni',
  sessionExpired: 'Sesija je istekla. Prijavite se ponovo.',
  forbidden: 'Nemate dozvolu za ovu akciju',
  adminOnly: 'Nemate dozvolu za pristup admin panelu.',
  developerToolsAdminOnly: 'Alati za programere su dostupni samo administratoru.',
  wrongCurrentPassword: 'Trenutna lozinka nije ispravna',
  emailTaken: 'Korisnik sa ovom email adresom već postoji',
  userNotFound: 'Korisnik nije pronađen',
  invalidUserId: 'Neispravan ID korisnika',
  protectedUserStatus: 'Status ovog korisnika ne može biti promenjen',
  protectedUserReset: 'Šifra ovog korisnika ne može biti resetovana',
  protectedUserDelete: 'Ovaj korisnik ne može biti obrisan',
  routeNotFound: 'Tražena adresa ne postoji',
  badRequest: 'Neispravan zahtev',
  invalidJson: 'Neispravan JSON u telu zahteva',
  jsonTooDeep: 'JSON u telu zahteva je previše ugnežđen',
  databaseUnavailable: 'Baza podataka nije dostupna',
  payloadTooLarge: 'Zahtev je prevelik',
  serverError: 'Došlo je do greške na serveru. Pokušajte ponovo.',
  tooManyRequests: 'Previše zahteva. Pokušajte ponovo za minut.',
} as const;

/** Success texts the server returns in `message`. */
export const API_SUCCESS = {
  passwordChanged: 'Lozinka je uspešno promenjena',
  passwordReset: 'Šifra je resetovana!',
  statusUpdated: 'Status je ažuriran!',
  userDeleted: 'Korisnik je obrisan!',
  loggedOut: 'Uspešno ste se odjavili',
} as const;

/** Interface texts (spec 000 §2, §8). */
export const UI = {
  loading: 'Učitavanje...',
  signingIn: 'Prijavljivanje...',
  adminForbidden: 'Nemate dozvolu za pristup admin panelu.',
  ordersSignInTitle: 'Prijavite se',
  ordersSignInText: 'Molimo prijavite se da biste pristupili narudžbinama',
  // toasts
  loginFailedTitle: 'Greška pri prijavi',
  loginFailedFallback: 'Neispravni podaci za prijavu',
  loginMissingData: 'Nedostaju podaci o korisniku',
  loginSuccessTitle: 'Uspešna prijava!',
  loginWelcome: (name: string) => `Dobrodošli, ${name}!`,
  loginWelcomeFallbackName: 'korisniče',
  createClientFailedTitle: 'Greška pri kreiranju klijenta',
  createClientFailedFallback: 'Došlo je do greške pri kreiranju klijenta',
  createClientSuccess: 'Klijent je uspešno kreiran!',
  statusSuccess: 'Status je ažuriran!',
  statusFailedTitle: 'Greška',
  statusFailedFallback: 'Greška pri ažuriranju statusa',
  deleteSuccess: 'Korisnik je obrisan!',
  deleteFailedFallback: 'Greška pri brisanju korisnika',
  deleteConfirm: 'Da li ste sigurni da želite da obrišete ovog korisnika?',
  resetSuccess: 'Šifra je resetovana!',
  resetFailedFallback: 'Greška pri resetovanju šifre',
  changePasswordFailedTitle: 'Greška pri promeni lozinke',
  changePasswordFailedFallback: 'Molimo pokušajte ponovo',
  changePasswordSuccessTitle: 'Uspešno!',
  changePasswordSuccessFallback: 'Lozinka je uspešno promenjena',
  // admin dashboard
  addClient: 'Dodaj Klijenta',
  noClients: 'Nema klijenata',
  noUsers: 'Nema korisnika',
  noWebsites: 'Nema website-ova',
  active: 'Aktivan',
  inactive: 'Neaktivan',
  websiteActive: 'Aktivno',
  websiteInactive: 'Neaktivno',
  preview: 'Pregled',
  edit: 'Uredi',
  noEnvironmentsResponded: 'No environments responded. Check deployment URLs.',
  notFoundText: 'Stranica koju tražite ne postoji ili je premeštena.',
  // top bar
  adminPanel: 'Admin Panel',
  dashboard: 'Dashboard',
  settings: 'Podešavanja',
  logout: 'Odjavi se',
  // public
  notFoundTitle: 'Page Not Found',
  siteNotFoundTitle: '404 - Stranica nije pronađena',
  loadingWebsite: 'Učitavam vaš website...',
  // sign-in screen (spec 000 §1)
  tagline: 'AI-powered website builder for selling',
  // client dashboard (spec 000 §2)
  createWebsite: 'Kreiraj Novi Website',
  myWebsites: 'Moji Website-ovi',
  loadDataError: 'Greška pri učitavanju podataka',
  // account settings, Profile tab (spec 000 §2: "Active or Inactive badge")
  profileActive: 'Active',
  profileInactive: 'Inactive',
} as const;

/** Image upload texts (spec 000 §5, 001 §5, §8). Kept here, apart from the image helpers, so a page that shows one text does not load them. */
export const IMAGE_MESSAGES = {
  notAnImage: 'Molimo izaberite sliku (JPG, PNG, GIF, itd.)',
  tooLarge: `Slika je prevelika. Maksimalna veličina je ${MAX_IMAGE_SIZE_TEXT}.`,
  uploadFailedTitle: 'Greška pri dodavanju slike',
  uploadFailedHint: 'Proverite internet konekciju i pokušajte ponovo.',
  uploaded: 'Slika je uspešno uploadovana.',
  unavailable: 'Slika nije dostupna',
  // Server-only:
  noFile: 'Izaberite sliku za upload (polje "image")',
  oneFileOnly: 'Pošaljite jednu sliku (polje "image")',
  badUpload: 'Neispravan zahtev za upload slike. Pošaljite sliku kao multipart/form-data u polju "image".',
} as const;
