/**
 * The device-index bench's synthetic archive: office letters in Lithuanian and English, 1–3 kB
 * each, the same for a given index on every run (a seeded generator, no Math.random). Letter i
 * is received on day i from 2014-01-01 onwards (10-minute steps), so index order is date order.
 */
const SYLLABLES = ["ža", "lgi", "ris", "švy", "tū", "rys", "gin", "ta", "rė", "nor", "then", "li", "ght", "au", "ksi", "nė",
  "bal", "tic", "am", "ber", "rū", "ūki", "nin", "kų", "čiur", "lio", "nis", "vil", "niaus", "duo", "na", "green", "val", "ley",
  "ąžuo", "las", "sil", "ver", "fox", "mė", "ly", "nas", "kęs", "tu", "tis", "so", "lar", "peak"];
/** The named marks (in about a third of the letters) and 600 made of syllables: a firm's portfolio. */
const NAMED = ["ŽALGIRIS", "ŠVYTURYS", "GINTARĖ", "NORTHERN LIGHT", "AUKSINĖ ŽUVELĖ", "BALTIC AMBER", "RŪTA", "ŪKININKŲ PIENAS",
  "ČIURLIONIS", "VILNIAUS DUONA", "GREEN VALLEY", "ĄŽUOLAS", "SILVER FOX", "MĖLYNAS DANGUS", "KĘSTUTIS", "SOLAR PEAK"];
const MARKS = [...NAMED, ...Array.from({ length: 600 }, (_, i) => {
  const random = generator(9_000_000 + i);
  const parts = 2 + Math.floor(random() * 2);
  return Array.from({ length: parts }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join("").toUpperCase();
})];
const NAMES = ["Rūta Žukauskaitė", "Jonas Petraitis", "Gintarė Šimkienė", "Tomas Kazlauskas", "Eglė Jankūnaitė", "John Smith",
  "Aistė Vaitkevičiūtė", "Mark Evans", "Darius Čepulis", "Laura Mažeikienė"];
const LT = [
  "Informuojame, kad prekių ženklo {mark} paraiška Nr. {app} gauta ir užregistruota.",
  "Prašome per du mėnesius pašalinti nurodytus trūkumus ir sumokėti papildomą mokestį.",
  "Valstybinis patentų biuras priėmė sprendimą atsisakyti įregistruoti prekių ženklą {mark}.",
  "Dizaino užsakymas grąžintas: trūksta vaizdų, kuriuose aiškiai matytųsi gaminio išvaizda.",
  "Pažymime, kad protestas dėl ženklo {mark} registracijos pateiktas laiku ir bus nagrinėjamas.",
  "Jūsų atsakymas į {date} raštą gautas; byla perduota ekspertui {name}.",
  "Ženklo registracijos liudijimas Nr. {reg} išduotas ir išsiųstas pareiškėjo adresu.",
  "Primename, kad registracijos galiojimą galima pratęsti sumokėjus pratęsimo mokestį iki {date}.",
  "Apeliacinis skyrius išnagrinėjo prašymą ir nusprendė palikti sprendimą nepakeistą.",
  "Prekių ir paslaugų sąrašas patikslintas pagal Nicos klasifikacijos {cls} klasę.",
  "Ūkininkų bendrovės atstovas pateikė įgaliojimą ir asmens tapatybę patvirtinančius dokumentus.",
  "Mokėjimo nurodymas Nr. {pay} įskaitytas, sumokėta {eur} EUR.",
];
const EN = [
  "We acknowledge receipt of your application No. {app} for the trade mark {mark}.",
  "The examiner has raised an objection on absolute grounds; please reply within two months.",
  "Notice of refusal of the mark {mark}: the sign lacks distinctive character for class {cls}.",
  "An opposition against the registration of {mark} was filed by {name} on {date}.",
  "The registration certificate No. {reg} has been issued and sent to the applicant's address.",
  "Please pay the renewal fee of {eur} EUR before {date} to keep the registration in force.",
  "The design application was returned: the views do not show the appearance of the product.",
  "Your reply of {date} has been received and forwarded to the examiner {name}.",
  "The Board of Appeal examined the request and decided to uphold the contested decision.",
  "The list of goods and services was amended according to class {cls} of the Nice Classification.",
  "Payment order No. {pay} was credited; the amount paid was {eur} EUR.",
  "The office invites the applicant to submit a translation of the priority document.",
];

/** Mulberry32: a small seeded generator (deterministic letters). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchLetter {
  key: string;
  receivedDate: string;
  /** Subject, numbers, sender and body, as the app's search text joins them (not folded). */
  text: string;
}

const START = Date.UTC(2014, 0, 1);

/** Letter `i` (0-based), in its `version` (a later version has other words: the update). */
export function letter(i: number, version = 0): BenchLetter {
  const random = generator(i * 7919 + version * 104729 + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const year = 2014 + Math.floor(i / 5000);
  const app = `VPB-${year}-${String(Math.floor(random() * 1e6)).padStart(6, "0")}`;
  const reg = `R-${year}-${String(i % 10000).padStart(5, "0")}`;
  const lithuanian = random() < 0.6;
  const sentences = lithuanian ? LT : EN;
  const mark = random() < 0.3 ? pick(NAMED) : pick(MARKS);
  const fill = (s: string) =>
    s
      .replace("{mark}", random() < 0.8 ? mark : pick(MARKS))
      .replace("{app}", app)
      .replace("{reg}", reg)
      .replace("{name}", pick(NAMES))
      .replace("{date}", new Date(START + Math.floor(random() * 4e11)).toISOString().slice(0, 10))
      .replace("{cls}", String(1 + Math.floor(random() * 45)))
      .replace("{pay}", String(Math.floor(random() * 1e8)))
      .replace("{eur}", String(Math.floor(random() * 900) + 50));
  const target = 1000 + Math.floor(random() * 2000);
  const body: string[] = [];
  let length = 0;
  while (length < target) {
    const sentence = fill(pick(sentences));
    body.push(sentence);
    length += sentence.length + 1;
  }
  const subject = lithuanian ? `Dėl prekių ženklo ${mark} (${app})` : `Trade mark ${mark} (${app})`;
  const received = new Date(START + i * 600_000).toISOString().slice(0, 19);
  return { key: `m${String(i).padStart(7, "0")}`, receivedDate: received, text: [subject, app, reg, pick(NAMES), body.join(" ")].join(" \u0000 ") };
}

/** The queries: words with and without Lithuanian letters, English words, number fragments, two-word. */
export const QUERIES = ["zalgiris", "ženklo", "trukum", "refusal", "opposition", "VPB-2019-0", "R-2016-01", "northern light",
  "certificate", "gintare", "sumoketi mokesti", "apeliacinis", "uphold", "ukininku", "12 eur"];
