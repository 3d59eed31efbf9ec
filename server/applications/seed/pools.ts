/** Names and words the demo seed of applications and drafts draws from. */

/** The main account's own company (demoparent, conventions.md) files most applications. */
export const OWN_COMPANY = 'UAB "Šiaurės inovacijos"';

export const OTHER_APPLICANTS = [
  'UAB "Baltijos gintaras"',
  'AB "Žalgirio pienas"',
  'UAB "Vilniaus duona"',
  "MB Kūrybinės dirbtuvės",
  'UAB "Nemuno vaistinė"',
  "Rasa Petrauskienė",
  "Mindaugas Kairys",
  'UAB "Kauno baldai"',
  "Nordic Craft OÜ",
] as const;

export const REPRESENTATIVES = [
  "Rūta Vaitkienė, patentinė patikėtinė",
  'UAB "Patentų biuras"',
  "Andrius Jankauskas, patentinis patikėtinis",
  'Advokatų kontora "Lex Baltica"',
] as const;

const MARK_WORDS = [
  "Šiaurės", "Vėjas", "Gintaras", "Aurora", "Nemunas", "Baltic", "Rūta", "Žalia", "Giria", "Vilnelė",
  "Saulė", "Ąžuolas", "Linas", "Medus", "Bite", "Nordic", "Kopa", "Marios", "Pušis", "Luna",
] as const;

const MARK_SUFFIXES = ["", "", " LT", " Labs", " Premium", " Kids", " Tech", " Organic", " & Co"] as const;

/** A trademark denomination such as "Gintaras Labs" or "ŠIAURĖS VĖJAS". */
export function markName(first: string, second: string, suffix: string, upper: boolean): string {
  const name = `${first} ${second}${suffix}`.replace(/^(\S+) \1/, "$1");
  return upper ? name.toLocaleUpperCase("lt") : name;
}

export { MARK_WORDS, MARK_SUFFIXES };

/** Design products: indication with its Locarno class and subclass. */
export const DESIGN_PRODUCTS = [
  { indication: "Kėdė", main: "06", sub: "01" },
  { indication: "Stalas", main: "06", sub: "03" },
  { indication: "Šviestuvas", main: "26", sub: "05" },
  { indication: "Butelis", main: "09", sub: "01" },
  { indication: "Pakuotė", main: "09", sub: "03" },
  { indication: "Laikrodis", main: "10", sub: "02" },
  { indication: "Papuošalas", main: "11", sub: "01" },
  { indication: "Puodelis", main: "07", sub: "01" },
  { indication: "Kuprinė", main: "03", sub: "01" },
  { indication: "Žaislas", main: "21", sub: "01" },
  { indication: "Grafinis simbolis", main: "32", sub: "00" },
  { indication: "Mobiliojo telefono dėklas", main: "03", sub: "01" },
] as const;

export const DESIGN_NAMES = ["Rasa", "Banga", "Kopa", "Liepa", "Ūla", "Skliautas", "Aitvaras", "Verpetas", "Rytas", "Žiedas"] as const;

export const DESIGNERS = ["Eglė Stankevičiūtė", "Tomas Žukauskas", "Lina Budrytė", "Darius Mockus", "Ieva Kazlauskaitė"] as const;

export const NOTES = [
  "Paskambinti klientui dėl prekių klasių",
  "Check the opposition period before renewal",
  "Laukiama įgaliojimo originalo",
  "Client asked for an invoice in English",
  "Prioritetas: sutarti su atstovu iki mėnesio pabaigos",
  "Atnaujinti pareiškėjo adresą",
  "Send the certificate to the Kaunas office",
] as const;

/** The two people who edit drafts: demoparent and demochild (conventions.md). */
export const DRAFT_EDITORS = ["Jonas Petraitis", "Ona Kazlauskienė"] as const;
